import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { testRsaKeys } from './account-fixtures';

/**
 * What the server does with an encrypted body, done with node:crypto so that a test checks the
 * browser code against an independent implementation. Returns the payload the client sealed.
 */
export async function openSealedRequest(request: Request): Promise<unknown> {
  const header = request.headers.get('Encryption');
  const { data } = (await request.json()) as { data: string };
  if (!header) throw new Error('no Encryption header');
  const aesKey = privateDecrypt(
    { key: testRsaKeys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(header, 'base64'),
  );
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(`${request.method} ${new URL(request.url).pathname}`));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const plain = Buffer.concat([
    decipher.update(raw.subarray(12, raw.length - 16)),
    decipher.final(),
  ]);
  return (JSON.parse(plain.toString('utf8')) as { payload: unknown }).payload;
}
