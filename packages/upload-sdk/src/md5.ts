/**
 * Incremental MD5 (RFC 1321): WebCrypto has no MD5, and `checkByMD5` needs one in browsers.
 * The class is self-contained (no reference to anything outside it) because the hashing
 * worker is built from its source text.
 */
export class Md5 {
  private a = 0x67452301;
  private b = 0xefcdab89 | 0;
  private c = 0x98badcfe | 0;
  private d = 0x10325476;
  private readonly table = new Int32Array(64);
  private readonly shifts = Uint8Array.from([
    7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21,
  ]);
  private readonly pending = new Uint8Array(64);
  private readonly words = new Int32Array(16);
  private used = 0;
  private length = 0;

  constructor() {
    for (let i = 0; i < 64; i += 1) {
      this.table[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296) | 0;
    }
  }

  update(data: Uint8Array): this {
    this.length += data.length;
    let offset = 0;
    if (this.used > 0) {
      const take = Math.min(64 - this.used, data.length);
      this.pending.set(data.subarray(0, take), this.used);
      this.used += take;
      offset = take;
      if (this.used < 64) return this;
      this.compress(this.pending, 0);
      this.used = 0;
    }
    while (offset + 64 <= data.length) {
      this.compress(data, offset);
      offset += 64;
    }
    if (offset < data.length) {
      this.pending.set(data.subarray(offset), 0);
      this.used = data.length - offset;
    }
    return this;
  }

  /** The 16-byte digest; the instance is spent afterwards. */
  digest(): Uint8Array {
    const low = (this.length * 8) >>> 0;
    const high = Math.floor(this.length / 0x20000000) >>> 0;
    const padding = new Uint8Array(this.used < 56 ? 64 - this.used : 128 - this.used);
    padding[0] = 0x80;
    const end = padding.length;
    for (let i = 0; i < 4; i += 1) {
      padding[end - 8 + i] = (low >>> (8 * i)) & 0xff;
      padding[end - 4 + i] = (high >>> (8 * i)) & 0xff;
    }
    this.update(padding);
    const out = new Uint8Array(16);
    [this.a, this.b, this.c, this.d].forEach((word, index) => {
      for (let i = 0; i < 4; i += 1) out[index * 4 + i] = (word >>> (8 * i)) & 0xff;
    });
    return out;
  }

  private compress(bytes: Uint8Array, offset: number): void {
    const words = this.words;
    for (let i = 0; i < 16; i += 1) {
      const at = offset + i * 4;
      words[i] =
        (bytes[at] as number) |
        ((bytes[at + 1] as number) << 8) |
        ((bytes[at + 2] as number) << 16) |
        ((bytes[at + 3] as number) << 24);
    }
    let a = this.a;
    let b = this.b;
    let c = this.c;
    let d = this.d;
    for (let i = 0; i < 64; i += 1) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) & 15;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) & 15;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) & 15;
      }
      const next = d;
      d = c;
      c = b;
      const sum = (a + f + (this.table[i] as number) + (words[g] as number)) | 0;
      const shift = this.shifts[((i >> 4) << 2) | (i & 3)] as number;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
      a = next;
    }
    this.a = (this.a + a) | 0;
    this.b = (this.b + b) | 0;
    this.c = (this.c + c) | 0;
    this.d = (this.d + d) | 0;
  }
}
