/** The keys of every in-mail query; `all` is what a new message invalidates. */
export const messagesKeys = {
  all: ['messages'] as const,
  unreadCount: () => [...messagesKeys.all, 'unread-count'] as const,
  recentUnread: () => [...messagesKeys.all, 'recent-unread'] as const,
  topics: (keyword: string) => [...messagesKeys.all, 'topics', keyword] as const,
  topic: (id: number) => [...messagesKeys.all, 'topic', id] as const,
  messagesIn: (id: number) => [...messagesKeys.all, 'messages-in', id] as const,
  subscribers: (type: string, keyword: string) =>
    [...messagesKeys.all, 'subscribers', type, keyword] as const,
};
