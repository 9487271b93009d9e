import { Anchor, Blockquote, Code, Divider, List, Table, Text, Title } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

/**
 * Markdown elements as the app's own components. react-markdown builds React elements, never
 * HTML strings: raw HTML in the source is not rendered, and links keep only safe protocols
 * (http, https, mailto, tel; `javascript:` and the like are emptied by its URL transform).
 */
const components: Components = {
  h1: ({ children }) => (
    <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
      {children}
    </Title>
  ),
  h2: ({ children }) => (
    <Title order={2} fz={{ base: 'h3', sm: 'h2' }} mt="md">
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={3} fz={{ base: 'h4', sm: 'h3' }} mt="sm">
      {children}
    </Title>
  ),
  h4: ({ children }) => (
    <Title order={4} mt="sm">
      {children}
    </Title>
  ),
  p: ({ children }) => <Text>{children}</Text>,
  ul: ({ children }) => (
    <List spacing="xs" withPadding>
      {children}
    </List>
  ),
  ol: ({ children }) => (
    <List type="ordered" spacing="xs" withPadding>
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  a: ({ href, children }) => (
    <Anchor href={href ?? undefined} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  ),
  blockquote: ({ children }) => <Blockquote p="sm">{children}</Blockquote>,
  code: ({ children }) => <Code>{children}</Code>,
  hr: () => <Divider my="sm" />,
  table: ({ children }) => <Table withTableBorder>{children}</Table>,
  // Pictures from anywhere would let a document load trackers: legal texts show none.
  img: ({ alt }) => <Text span>{alt}</Text>,
};

/** Renders a legal document's Markdown: the same view for the admin's preview and for readers. */
export function MarkdownView({ source }: { source: string }) {
  return (
    <Markdown components={components} skipHtml>
      {source}
    </Markdown>
  );
}
