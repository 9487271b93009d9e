import { Paths } from '../../packages/shared/src/paths.js';

/** One screen of the route table: its pattern and the name a screenshot carries. */
export interface Screen {
  name: keyof typeof Paths;
  pattern: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern's `:name` segments match any one segment; the rest matches literally. */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

// Static patterns first: the router ranks `/messages/new` above `/messages/:topicId`, and so must we.
const screens = (Object.entries(Paths) as Array<[keyof typeof Paths, string]>)
  .map(([name, pattern]) => ({ name, pattern, test: matcher(pattern) }))
  .sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));

/** The screen of the route table a path opens, if it opens one. */
export function screenOf(pathname: string): Screen | undefined {
  const found = screens.find((screen) => screen.test.test(pathname));
  return found && { name: found.name, pattern: found.pattern };
}
