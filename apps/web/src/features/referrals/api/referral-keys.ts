/** The keys of every referral query; `all` is what a realtime REFERRAL_CHANGED invalidates. */
export const referralKeys = {
  all: ['referrals'] as const,
  list: (side: ReferralSide, search: string) =>
    [...referralKeys.all, 'list', side, search] as const,
  one: (id: number) => [...referralKeys.all, 'one', id] as const,
  grants: (patientId: number) => [...referralKeys.all, 'grants', patientId] as const,
};

/** F92: providers read the referrals they sent or received, patients their own. */
export type ReferralSide = 'provider' | 'patient';
