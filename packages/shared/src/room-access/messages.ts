/** User-visible texts of room entry: the spec's own words where it gives them (spec 1 §8, spec 2 §8). */
export const RoomAccessMessages = {
  passInvalid: 'This room link is no longer valid. Please ask your provider for a new one.',
  inviteInvalid: 'This invitation is no longer valid. Please ask your provider for a new one.',
  notParticipant: 'This person is not part of the appointment.',
  noRoom: 'This appointment has no video room.',
  roomLink: {
    loading: 'Loading...',
    prompt: 'Please enter your date of birth to continue:',
    dateRequired: 'Date is required',
    dateFormat: 'Invalid date format',
    termsRequired: 'You must accept the terms.',
    wrongDateOfBirth: 'Invalid date of birth.',
    tooManyGuesses: 'Too many attempts. Please wait a few minutes and try again.',
    continue: 'Continue',
    unknownTitle: 'This visit link does not work',
    unknown:
      'The link is unknown, or its visit was cancelled or has ended. Please ask your clinic for a new link.',
    toStart: 'Go to the start page',
    leavingIn: (seconds: number) => `Taking you to the start page in ${seconds} s.`,
  },
  techCheck: {
    unsupported: 'Sorry, Your browser is not supported.',
    waiting: 'Awaiting your approval to access your camera and microphone...',
    success: 'Well done! We are able to access both your camera and microphone.',
    failed: 'Sorry, we are unable to access your camera and microphone.',
    testAgain: 'Test Again',
  },
  unsupported: {
    browserTitle: 'Not supported',
    browserText:
      'This browser cannot run the video visit. Copy the room link below into a new Chrome, Firefox or Safari 11 (or later) window. If it still does not work, contact support.',
    deviceTitle: 'Device not supported',
    deviceText: 'This device cannot run the video visit. Please use a desktop or laptop computer.',
  },
} as const;
