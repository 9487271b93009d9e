/** The same server as `url`, pointed at another database. */
export function adminUrl(url: string, database?: string) {
  const parsed = new URL(url);
  if (database) parsed.pathname = `/${database}`;
  return parsed.toString();
}
