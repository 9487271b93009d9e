import type { SmsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { smsOutbox } from '../../db/schema/room-access.js';
import type { Sms } from './sms.js';

/** How the SMS worker delivers a message; requests never call it (they enqueue). */
export type SmsTransport = {
  kind: SmsConfig['kind'];
  deliver(sms: Sms): Promise<void>;
};

/**
 * Twilio's Messages resource over plain fetch (no SDK: one form POST with basic auth). A slow
 * provider fails the attempt after 10 s and the job queue retries it.
 */
function twilioTransport(config: Extract<SmsConfig, { kind: 'twilio' }>): SmsTransport {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async deliver(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: sms.to, From: config.from, Body: sms.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        // The provider's answer names the cause (bad number, suspended account); no secrets in it.
        const detail = (await response.text()).slice(0, 500);
        throw new Error(`SMS provider answered ${response.status}: ${detail}`);
      }
    },
  };
}

/** Twilio when configured; otherwise every message lands in the local `sms_outbox` table. */
export function createSmsTransport(config: SmsConfig, db: Db): SmsTransport {
  if (config.kind === 'twilio') return twilioTransport(config);
  return {
    kind: 'outbox',
    async deliver(sms) {
      await db.insert(smsOutbox).values(sms);
    },
  };
}
