/**
 * Wrong keyboard layout: ",jkn v10" is "болт м10" typed with the English layout on, "ищде" is "bolt"
 * typed with the Russian one. Keys of the standard ЙЦУКЕН and QWERTY layouts, unshifted then shifted.
 */
const qwerty = "qwertyuiop[]asdfghjkl;'zxcvbnm,./`" + 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?~';
const jcuken = 'йцукенгшщзхъфывапролджэячсмитьбю.ё' + 'ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,Ё';

const toCyrillic = new Map([...qwerty].map((key, index) => [key, jcuken[index] ?? key]));
const toLatin = new Map([...jcuken].map((key, index) => [key, qwerty[index] ?? key]));

/** A word with any Cyrillic letter was typed on the Russian layout; any other word on the English one. */
function switchWord(word: string): string {
  const table = /[а-яё]/i.test(word) ? toLatin : toCyrillic;
  const chars = [...word];
  return chars
    .map((char, index) => {
      // "4,2" and "1.25" are numbers on either layout: a separator between digits stays.
      const inNumber = /[.,]/.test(char) && /\d/.test(chars[index - 1] ?? '') && /\d/.test(chars[index + 1] ?? '');
      return inNumber ? char : (table.get(char) ?? char);
    })
    .join('');
}

/** The text as it would read typed on the other layout, word by word (QWERTY ↔ ЙЦУКЕН). */
export function switchLayout(text: string): string {
  return text.replace(/\S+/g, switchWord);
}

/**
 * The text to search for: the original and, when it differs, the layout-switched one. The search
 * runs both and keeps the one that finds more (see parseBestLayout for a parse-only choice).
 */
export function layoutCandidates(text: string): string[] {
  const switched = switchLayout(text);
  return switched === text ? [text] : [text, switched];
}
