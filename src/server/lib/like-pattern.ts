/** LIKE treats % _ and \ specially; text typed into a filter must match literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const likePrefix = (text: string) => `${escapeLike(text)}%`;
export const likeContains = (text: string) => `%${escapeLike(text)}%`;
