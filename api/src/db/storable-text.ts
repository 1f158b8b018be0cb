// What PostgreSQL can store in a text column: UTF-8 without NUL characters. Text from outside
// (a header, a provider's profile, a search) goes through here before it is written or compared.

/** Text as Postgres can store it: no NUL characters and no lone UTF-16 surrogates. */
export function storableText(text: string): string {
  return text.toWellFormed().replaceAll('\u0000', '');
}
