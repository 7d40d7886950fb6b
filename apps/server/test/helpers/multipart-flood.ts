import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

export interface FloodAnswer {
  status: number;
  /** From the first byte sent to the answer's headers. */
  ms: number;
  body: string;
}

/**
 * A multipart body of `files` generated files of `fileBytes` each (JPEG-looking bytes), produced chunk by
 * chunk as the socket takes them: the sender holds no more than one 64 KB chunk.
 */
function generatedForm(boundary: string, files: number, fileBytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  chunk[0] = 0xff;
  chunk[1] = 0xd8;
  chunk[2] = 0xff;
  async function* parts() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="reason"\r\n\r\ndamaged\r\n`);
    for (let f = 0; f < files; f++) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="p${f}.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      for (let sent = 0; sent < fileBytes; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return Readable.from(parts(), { objectMode: false });
}

/**
 * POSTs a large generated multipart form and resolves with the answer as soon as its headers arrive; the upload
 * is then abandoned (the socket destroyed), as an attacker's script would once told no.
 */
export function postGeneratedFiles(
  url: string,
  { token, files, fileBytes }: { token: string; files: number; fileBytes: number },
): Promise<FloodAnswer> {
  const boundary = `----flood${Math.random().toString(16).slice(2)}`;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    const body = generatedForm(boundary, files, fileBytes);
    req.on('response', (res) => {
      const ms = Date.now() - started;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        body.destroy();
        req.destroy();
        resolve({ status: res.statusCode ?? 0, ms, body: text });
      });
    });
    // Writing after the server has answered and closed fails; the answer is what counts.
    req.on('error', (error) => setTimeout(() => reject(error), 2_000).unref());
    body.on('error', () => undefined);
    body.pipe(req);
  });
}

/**
 * Samples a resident memory figure every `everyMs` until stopped; answers the highest seen. A failed reading (the
 * process is gone) ends the sampling and is thrown by `stop()`, once, instead of by every later tick.
 */
export function watchRss(read: () => number, everyMs = 10) {
  let peak = read();
  let failure: Error | null = null;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, read());
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      clearInterval(timer);
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      if (failure) throw failure;
      return Math.max(peak, read());
    },
  };
}
