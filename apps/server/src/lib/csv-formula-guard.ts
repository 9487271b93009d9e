/**
 * A CSV cell a spreadsheet would run as a formula (=, +, -, @, and the tab and carriage return
 * some read as one) gets a leading quote, so it shows as the text it was (OWASP "CSV injection"):
 * names are typed by users, and anyone can sign up as `=HYPERLINK(...)`.
 */
export const formulaSafe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
