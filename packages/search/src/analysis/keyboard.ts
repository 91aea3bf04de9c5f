/**
 * QWERTY rows (Spanish keyboards are QWERTY too, with `ñ` after `l`). Keys next to each other on a
 * row, or diagonally on the rows above and below, are the ones a finger slips to.
 */
const ROWS = ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];

const POSITIONS = new Map<string, { row: number; column: number }>();
ROWS.forEach((keys, row) => {
  // Each row starts half a key right of the one above, as on a keyboard.
  [...keys].forEach((key, index) => POSITIONS.set(key, { row, column: index + row * 0.5 }));
});

/** Whether two letters are neighbouring keys. */
export function adjacentKeys(a: string, b: string): boolean {
  const first = POSITIONS.get(a);
  const second = POSITIONS.get(b);
  if (first === undefined || second === undefined || a === b) return false;
  const rows = Math.abs(first.row - second.row);
  const columns = Math.abs(first.column - second.column);
  return (rows === 0 && columns === 1) || (rows === 1 && columns <= 0.5);
}

/** Cost of a slip of the finger (a neighbouring key, swapped or doubled letters): half an edit. */
const SLIP = 0.5;

/**
 * Edit distance where the typing slips that make most misspellings cost half: a neighbouring key
 * instead of the right one ("jscket"), two letters swapped ("blankte"), a letter doubled or left
 * out of a double ("jackket", "sissors"). Other edits cost 1.
 */
export function keyboardDistance(typed: string, word: string): number {
  const la = typed.length;
  const lb = word.length;
  const table: number[][] = [];
  for (let i = 0; i <= la; i++) {
    table.push(new Array<number>(lb + 1).fill(0));
    table[i]![0] = i;
  }
  for (let j = 0; j <= lb; j++) table[0]![j] = j;
  for (let i = 1; i <= la; i++) {
    const a = typed[i - 1]!;
    for (let j = 1; j <= lb; j++) {
      const b = word[j - 1]!;
      const substitution = a === b ? 0 : adjacentKeys(a, b) ? SLIP : 1;
      // A letter typed twice, or one of a double typed once, is a slip.
      const extra = i > 1 && typed[i - 2] === a ? SLIP : 1;
      const missing = j > 1 && word[j - 2] === b ? SLIP : 1;
      let value = Math.min(
        table[i - 1]![j]! + extra,
        table[i]![j - 1]! + missing,
        table[i - 1]![j - 1]! + substitution,
      );
      if (i > 1 && j > 1 && a === word[j - 2] && typed[i - 2] === b) {
        value = Math.min(value, table[i - 2]![j - 2]! + SLIP);
      }
      table[i]![j] = value;
    }
  }
  return table[la]![lb]!;
}
