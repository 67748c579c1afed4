/** A size, pitch or weight on screen: the Russian decimal comma, no grouping — 4.8 → '4,8', 1.25 → '1,25', 50 → '50'. */
export const formatDecimal = (value: number): string => String(value).replace('.', ',');
