/** Spec 1 §9: page sizes and preview lengths of in-mail. */
export const InMail = {
  topicsPageSize: 10,
  subscribersPageSize: 15,
  /** E2: the latest message in a topic row. */
  topicPreviewChars: 50,
  /** E26: a preview in the dashboard's unread panel. */
  dashboardPreviewChars: 25,
  /** E2: avatars shown per topic row. */
  topicAvatars: 3,
  /** How many unread topics the dashboard panel previews. */
  recentUnreadTopics: 5,
} as const;

/** Cuts `text` to `max` characters, marking the cut with an ellipsis. */
export function preview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
