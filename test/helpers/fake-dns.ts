import { createSocket } from 'node:dgram';
import { once } from 'node:events';

/** How the fake server treats one name: NS answer, NXDOMAIN, or no reply at all. */
export type FakeDnsRule = 'answer' | 'nxdomain' | 'silent';

/** A DNS server on 127.0.0.1 (UDP) that follows `rules`; names without a rule get `fallback`. */
export interface FakeDns {
  /** `127.0.0.1:<port>`, for `--dns-server`. */
  address: string;
  /** Names asked, in order. */
  asked: string[];
  close(): Promise<void>;
}

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = start;
  while (i < message.length && message[i] !== 0) {
    const length = message[i] ?? 0;
    labels.push(message.subarray(i + 1, i + 1 + length).toString('latin1'));
    i += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: i + 1 };
}

function encodeName(name: string): Buffer {
  const parts = name
    .split('.')
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

/**
 * Builds the reply to a query: the header with QR set and the question echoed, then one NS
 * record (`answer`) or RCODE 3 (`nxdomain`). Only loopback traffic; nothing leaves the host.
 */
function reply(query: Buffer, rule: 'answer' | 'nxdomain'): Buffer {
  const { end } = readName(query, 12);
  const question = query.subarray(12, end + 4);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  header.writeUInt16BE(rule === 'answer' ? 0x8180 : 0x8183, 2); // QR, RD, RA; RCODE 0 or 3
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(rule === 'answer' ? 1 : 0, 6);
  if (rule === 'nxdomain') return Buffer.concat([header, question]);
  const rdata = encodeName('ns1.example.net');
  const record = Buffer.alloc(12);
  record.writeUInt16BE(0xc00c, 0); // the question's name
  record.writeUInt16BE(2, 2); // NS
  record.writeUInt16BE(1, 4); // IN
  record.writeUInt32BE(300, 6);
  record.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([header, question, record, rdata]);
}

/** Starts the fake DNS server on an ephemeral loopback port. */
export async function startFakeDns(
  rules: Record<string, FakeDnsRule>,
  fallback: FakeDnsRule,
): Promise<FakeDns> {
  const socket = createSocket('udp4');
  const asked: string[] = [];
  socket.on('message', (message, peer) => {
    if (message.length < 12) return;
    const { name } = readName(message, 12);
    asked.push(name);
    const rule = rules[name] ?? fallback;
    if (rule !== 'silent') socket.send(reply(message, rule), peer.port, peer.address);
  });
  socket.bind(0, '127.0.0.1');
  await once(socket, 'listening');
  return {
    address: `127.0.0.1:${socket.address().port}`,
    asked,
    close: async () => {
      socket.close();
      await once(socket, 'close');
    },
  };
}
