import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets kept in the database: the identity providers' client secrets, the
 * monitoring partners' ingest secrets. The key is derived (HKDF-SHA256, one key per purpose) from
 * the server's HMAC secret, which lives outside DATA_DIR: a copy of the database alone does not
 * reveal a secret. Sealed text is base64url of nonce, tag and ciphertext.
 */
export function createSecretBox(hmacSecret: Uint8Array, purpose = 'sso client secret v1') {
  // Each purpose has its own key (remote monitoring's partner secrets use another).
  const key = Buffer.from(hkdfSync('sha256', hmacSecret, 'clinicall', purpose, 32));

  return {
    seal(plain: string): string {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), data]).toString('base64url');
    },
    /** Throws when the text was not sealed with this key or was altered. */
    open(sealed: string): string {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
