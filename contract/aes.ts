/**
 * The AES text helper of docs/product.md §9: AES-ECB with PKCS7 padding, base64 text, with a built-in
 * default key. Used for the captcha's pointJson and captchaVerification (docs/contract.md "Captcha"),
 * where the key is the puzzle's 16-character secretKey. @noble/ciphers is audited, maintained
 * and runs unchanged in the browser and in Node.
 */
import { ecb } from "@noble/ciphers/aes.js";

/** The default key (AJ-Captcha's), used when a caller passes none. */
export const DEFAULT_AES_KEY = "XwKsGlMcdPMEhR1B";

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

function keyBytes(key: string): Uint8Array {
  const bytes = utf8.encode(key);
  if (![16, 24, 32].includes(bytes.length)) throw new Error("AES 密钥长度必须是 16、24 或 32 字节");
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function aesEncrypt(text: string, key: string = DEFAULT_AES_KEY): string {
  return toBase64(ecb(keyBytes(key)).encrypt(utf8.encode(text)));
}

/** Decrypts, or answers null for anything that is not valid ciphertext under this key. */
export function aesDecrypt(cipherText: string, key: string = DEFAULT_AES_KEY): string | null {
  try {
    return fromUtf8.decode(ecb(keyBytes(key)).decrypt(fromBase64(cipherText)));
  } catch {
    return null;
  }
}
