// A real DNS server on 127.0.0.1 for tests (DESIGN resolution 24): UDP, answers TXT questions
// from the records published here (NXDOMAIN for a name it does not know, an empty NOERROR for
// another type), so the demo backend's node:dns lookups run as they would against a real zone.
// Written on node:dgram: the little of RFC 1035 a TXT answer needs does not earn a package.
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TYPE_TXT = 16;
const CLASS_IN = 1;

interface Question {
  name: string;
  type: number;
  /** Where the question section ends. */
  end: number;
}

function readQuestion(message: Buffer): Question | undefined {
  const labels: string[] = [];
  let offset = 12;
  while (offset < message.length) {
    const length = message[offset]!;
    offset += 1;
    if (length === 0) break;
    if (length > 63) return undefined; // no compression in questions
    labels.push(message.subarray(offset, offset + length).toString('latin1'));
    offset += length;
  }
  if (offset + 4 > message.length) return undefined;
  return {
    name: labels.join('.').toLowerCase(),
    type: message.readUInt16BE(offset),
    end: offset + 4,
  };
}

/** A TXT record's data: the value in strings of at most 255 bytes. */
function txtData(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const parts: Buffer[] = [];
  for (let start = 0; start === 0 || start < bytes.length; start += 255) {
    const chunk = bytes.subarray(start, start + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(parts);
}

function answer(query: Buffer, question: Question, values: string[] | undefined): Buffer {
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  const recursionDesired = (query[2] ?? 0) & 0x01;
  header[2] = 0x84 | recursionDesired; // response, authoritative
  header[3] = values === undefined ? 3 : 0; // NXDOMAIN or NOERROR
  header.writeUInt16BE(1, 4);
  const records = question.type === TYPE_TXT ? (values ?? []) : [];
  header.writeUInt16BE(records.length, 6);
  const answers = records.map((value) => {
    const data = txtData(value);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(TYPE_TXT, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(0, 6); // TTL 0: never cached
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, question.end), ...answers]);
}

export class TestDnsServer {
  readonly #records = new Map<string, string[]>();
  readonly #socket: Socket = createSocket('udp4');
  /** How many questions it answered (a test can wait for a round of checks). */
  questions = 0;

  /** Listens on 127.0.0.1 (an ephemeral port unless given); answers "127.0.0.1:port". */
  async start(port = 0): Promise<string> {
    this.#socket.on('message', (message, remote) => this.#answer(message, remote));
    await new Promise<void>((resolve, reject) => {
      this.#socket.once('error', reject);
      this.#socket.bind(port, '127.0.0.1', () => resolve());
    });
    return `127.0.0.1:${(this.#socket.address() as AddressInfo).port}`;
  }

  /** Publishes a TXT record (several values at one name are several records). */
  publish(name: string, value: string): void {
    const key = name.toLowerCase();
    this.#records.set(key, [...(this.#records.get(key) ?? []), value]);
  }

  /** Removes every TXT record at `name`. */
  unpublish(name: string): void {
    this.#records.delete(name.toLowerCase());
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#socket.close(() => resolve()));
  }

  #answer(message: Buffer, remote: RemoteInfo): void {
    const question = message.length >= 12 ? readQuestion(message) : undefined;
    if (!question) return;
    this.questions += 1;
    const reply = answer(message, question, this.#records.get(question.name));
    this.#socket.send(reply, remote.port, remote.address);
  }
}
