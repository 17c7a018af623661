import { connect, type Socket } from 'node:net';

/**
 * The rush's HTTP/1.1 client: a fixed pool of kept-alive connections to one server, one request at a time on each,
 * requests waiting in the pool for a free connection. It reads of an answer only what the rush needs (its status,
 * its ETag, a refusal's body), as autocannon does, because with `node:http`'s client the generator spent three
 * quarters of the CPU the server spent answering, and at the close took much of the box's two cores from the server
 * it measured (see docs/performance.md "The closing-minute rush").
 */
export interface PoolAnswer {
  status: number;
  etag: string | undefined;
  /** The body of a refusal (4xx, 5xx); empty for other answers, whose bodies are skipped. */
  refusal: string;
}

interface PoolRequest {
  /** The request's whole text: request line, headers and body. */
  bytes: Buffer;
  resolve: (answer: PoolAnswer) => void;
  reject: (error: Error) => void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** An answer's head: its status line and the headers the rush reads. */
interface AnswerHead {
  status: number;
  etag: string | undefined;
  /** The body's length in bytes. */
  length: number;
  /** Whether the server closes the connection after this answer. */
  closes: boolean;
}

function parseHead(head: string): AnswerHead {
  const lines = head.split('\r\n');
  const status = Number(lines[0]!.slice(9, 12));
  let etag: string | undefined;
  let length = 0;
  let closes = false;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value);
    else if (name === 'etag') etag = value;
    else if (name === 'connection') closes = value.toLowerCase() === 'close';
    else if (name === 'transfer-encoding') throw new Error(`an answer in ${value} encoding, which the rush does not read`);
  }
  return { status, etag, length, closes };
}

/** One kept-alive connection; it connects again for the next request after the server closed it. */
class Connection {
  private socket: Socket | undefined;
  private current: PoolRequest | undefined;
  private sentAt = 0;
  private received: Buffer = Buffer.alloc(0);
  /** The head of the answer being read, and where its body starts in `received`. */
  private answer: (AnswerHead & { bodyAt: number }) | undefined;

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly onFree: (connection: Connection) => void,
  ) {}

  /** When its request in flight was sent; undefined when it has none. */
  get busySince(): number | undefined {
    return this.current && this.sentAt;
  }

  send(request: PoolRequest): void {
    this.current = request;
    this.sentAt = performance.now();
    this.socket ??= this.open();
    this.socket.write(request.bytes);
  }

  /** Ends the connection; its request in flight, if any, fails with `error`. */
  destroy(error: Error): void {
    this.socket?.destroy(error);
  }

  private open(): Socket {
    const socket = connect({ port: this.port, host: this.host, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const ended = (error?: Error) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.received = Buffer.alloc(0);
      this.answer = undefined;
      const request = this.current;
      if (!request) return; // an idle connection is in the pool's free list already
      this.current = undefined;
      request.reject(error ?? new Error('the server closed the connection'));
      this.onFree(this);
    };
    socket.on('error', ended);
    socket.on('close', () => ended());
    return socket;
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    if (!this.answer) {
      const end = this.received.indexOf(HEAD_END);
      if (end < 0) return;
      try {
        this.answer = { ...parseHead(this.received.toString('latin1', 0, end)), bodyAt: end + HEAD_END.length };
      } catch (error) {
        this.destroy(error as Error);
        return;
      }
    }
    const { status, etag, length, closes, bodyAt } = this.answer;
    if (this.received.length < bodyAt + length) return;
    const refusal = status >= 400 ? this.received.toString('utf8', bodyAt, bodyAt + length) : '';
    const request = this.current!;
    this.current = undefined;
    this.received = Buffer.alloc(0);
    this.answer = undefined;
    if (closes) {
      const socket = this.socket;
      this.socket = undefined;
      socket?.end();
    }
    request.resolve({ status, etag, refusal });
    this.onFree(this);
  }
}

export class ConnectionPool {
  private readonly free: Connection[] = [];
  private readonly all: Connection[] = [];
  private readonly waiting: PoolRequest[] = [];
  private waitingFrom = 0;
  private readonly host: string;
  private readonly timer: NodeJS.Timeout;

  constructor(baseUrl: string, connections: number, timeoutMs: number) {
    const url = new URL(baseUrl);
    this.host = url.host;
    for (let index = 0; index < connections; index++) {
      const connection = new Connection(Number(url.port), url.hostname, (free) => this.next(free));
      this.all.push(connection);
      this.free.push(connection);
    }
    // A request unanswered after timeoutMs fails, and its connection with it.
    this.timer = setInterval(() => {
      const oldest = performance.now() - timeoutMs;
      for (const connection of this.all) {
        const since = connection.busySince;
        if (since !== undefined && since < oldest) connection.destroy(new Error('timeout'));
      }
    }, 1000);
  }

  request(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body = ''): Promise<PoolAnswer> {
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (method === 'POST') head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    const bytes = Buffer.from(`${head}\r\n${body}`);
    return new Promise((resolve, reject) => {
      const request = { bytes, resolve, reject };
      const connection = this.free.pop();
      if (connection) connection.send(request);
      else this.waiting.push(request);
    });
  }

  close(): void {
    clearInterval(this.timer);
    for (const connection of this.all) connection.destroy(new Error('the pool was closed'));
  }

  /** A connection came free: it takes the request that has waited longest. */
  private next(connection: Connection): void {
    if (this.waitingFrom < this.waiting.length) {
      const request = this.waiting[this.waitingFrom++]!;
      if (this.waitingFrom === this.waiting.length) {
        this.waiting.length = 0;
        this.waitingFrom = 0;
      }
      connection.send(request);
    } else {
      this.free.push(connection);
    }
  }
}
