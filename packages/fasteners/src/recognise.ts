import { PRODUCT_SUBTYPES } from './attributes.ts';
import { classifyBareNumber } from './bare-numbers.ts';
import { contextTraits, contextTypes, type Finding, hasFinding } from './findings.ts';
import { isNumberToken, normalizeText, type Token, tokenize } from './normalize.ts';
import { blank, type Scan } from './scan.ts';
import { MAX_DIAMETER, readSizes } from './size-notation.ts';
import { readStandardNotations } from './standard-notation.ts';
import { knownStandardByNumber, resolveStandard, standardInfo } from './standards.ts';
import { normalizeStrengthClass } from './strength-classes.ts';
import { readStrengthClasses } from './strength-notation.ts';
import { matchVocabulary } from './vocabulary.ts';

/** Words that carry nothing for search: prepositions, units, a stray "x". */
const STOP_WORDS = new Set(['и', 'с', 'со', 'для', 'под', 'на', 'из', 'в', 'во', 'по', 'к', 'от', 'до', 'x', 'х', 'мм', 'mm', 'шт']);

function readStandards(scan: Scan, findings: Finding[]): void {
  for (const match of readStandardNotations(scan.text)) {
    findings.push({ attribute: 'standard', value: resolveStandard(match.standard), at: match.at });
    blank(scan, match.at, match.end);
  }
}

function readVocabulary(tokens: Token[], findings: Finding[]): { rest: Token[]; kept: Token[] } {
  const { matches, rest } = matchVocabulary(tokens);
  const kept: Token[] = [];
  for (const { term, tokens: words } of matches) {
    const at = words[0]?.at ?? 0;
    if (term.attribute === 'keep') kept.push(...words);
    else if (term.attribute === 'type') {
      const subtype = PRODUCT_SUBTYPES.find((candidate) => candidate.name === term.subtype) ?? null;
      findings.push({ attribute: 'type', value: term.value, subtype, at });
    } else findings.push({ ...term, at });
  }
  return { rest, kept };
}

/**
 * "болт 933": a bare number that is a known standard of the named type is that standard (DIN 933), not
 * a 933 mm length. Only with the type named and matching ("гайка 933" stays a number), and only past
 * the largest diameter, so "болт 10" keeps its size.
 */
function bareStandard(token: Token, findings: readonly Finding[]): Finding | null {
  if (!/^\d+$/.test(token.value) || Number(token.value) <= MAX_DIAMETER) return null;
  const named = findings.flatMap((finding) => (finding.attribute === 'type' ? [finding.value] : []));
  const standard = knownStandardByNumber(token.value);
  const info = standard ? standardInfo(standard) : null;
  return standard && info && named.includes(info.type) ? { attribute: 'standard', value: standard, at: token.at } : null;
}

/** Bare numbers are read last, when the type, diameter and length they depend on are known. */
function readBareNumbers(tokens: Token[], findings: Finding[]): Token[] {
  const standards = tokens.flatMap((token) => bareStandard(token, findings) ?? []);
  findings.push(...standards);
  const taken = new Set(standards.map((finding) => finding.at));
  const traits = contextTraits(contextTypes(findings));
  return tokens.filter((token) => {
    if (taken.has(token.at)) return false;
    if (!isNumberToken(token.value)) return true;
    const context = { ...traits, diameterKnown: hasFinding(findings, 'diameter'), lengthKnown: hasFinding(findings, 'length') };
    const kind = classifyBareNumber(token.value, context);
    const strengthClass = normalizeStrengthClass(token.value);
    if (kind === 'strengthClass' && strengthClass) findings.push({ attribute: kind, value: strengthClass, at: token.at });
    else if (kind === 'diameter' || kind === 'length') findings.push({ attribute: kind, value: Number(token.value), at: token.at });
    return kind === null;
  });
}

/**
 * Every attribute a query names, in passes from the least to the most ambiguous: standards, named
 * strength classes, sizes, vocabulary words, then bare numbers read in the light of all the rest.
 * What is left are the words for full-text search, in typed order.
 */
export function recognise(text: string): { findings: Finding[]; words: string[] } {
  const scan: Scan = { text: normalizeText(text) };
  const findings: Finding[] = [];
  readStandards(scan, findings);
  readStrengthClasses(scan, findings);
  readSizes(scan, findings);
  const { rest, kept } = readVocabulary(tokenize(scan.text), findings);
  const leftover = [...readBareNumbers(rest, findings), ...kept].sort((a, b) => a.at - b.at);
  const words = leftover.map((token) => token.value).filter((word) => !STOP_WORDS.has(word));
  return { findings, words: [...new Set(words)] };
}
