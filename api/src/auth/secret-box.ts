import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** The prefix of a sealed value; a stored value without it is a plaintext of before the box. */
const V1 = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets the server must read back (a TOTP secret) sealed at rest: AES-256-GCM with a key derived
 * by HKDF-SHA-256 from the server's secret (JWT_SECRET or the generated one), so a copy of the
 * database alone reveals nothing. A sealed value is `v1:` + base64url(iv ‖ ciphertext ‖ tag); the
 * context (e.g. the user's id) is authenticated data, so a value copied to another row does not open.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly macKey: Buffer;

  constructor(serverSecret: string, purpose: string) {
    const derive = (info: string) =>
      Buffer.from(hkdfSync('sha256', serverSecret, 'fund secret box', info, 32));
    this.key = derive(`${purpose} v1`);
    this.macKey = derive(`${purpose} mac v1`);
  }

  /** HMAC-SHA-256 (a key of its own): a name for a value that only the server can compute. */
  mac(value: string): string {
    return createHmac('sha256', this.macKey).update(value).digest('base64url');
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context));
    const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return V1 + sealed.toString('base64url');
  }

  /**
   * The plain value and whether it was stored unsealed (a row of before the box, to be sealed
   * again); undefined when it does not open (another server secret, another context, tampered).
   */
  open(stored: string, context: string): { plain: string; legacy: boolean } | undefined {
    if (!stored.startsWith(V1)) return { plain: stored, legacy: true };
    const bytes = Buffer.from(stored.slice(V1.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES))
        .setAAD(Buffer.from(context))
        .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const plain = decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES), undefined, 'utf8');
      return { plain: plain + decipher.final('utf8'), legacy: false };
    } catch {
      return undefined;
    }
  }
}
