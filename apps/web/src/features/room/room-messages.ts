/** What the room page says to people. */
export const RoomMessages = {
  passRefused: 'This room link is not valid for you, or the appointment is no longer open.',
  mediaFailedTitle: 'Sorry, we are unable to access your camera and microphone.',
  preparing: 'Preparing your camera and microphone...',
  waitingForProvider: 'Waiting for your provider to join. Please stay on this page.',
  reconnecting: 'Connection lost. Reconnecting...',
  mutedBy: (name: string) => `${name} muted your microphone. Unmute it when you want to speak.`,
  left: 'You have left the visit. You can close this page.',
  ended: 'The visit has ended. You can close this page.',
  endFailed: 'The visit could not be ended. Please try again.',
} as const;
