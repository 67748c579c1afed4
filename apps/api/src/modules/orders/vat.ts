/** НДС in force since 1 January 2026 (22 %); prices include it. */
export const VAT_RATE_PERCENT = 22;

/** The VAT contained in a gross amount, in kopecks, rounded to the nearest kopeck. */
export const vatIncluded = (gross: number, ratePercent: number) => Math.round((gross * ratePercent) / (100 + ratePercent));
