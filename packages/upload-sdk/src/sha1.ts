/**
 * Incremental SHA-1 (FIPS 180-4) for runtimes without WebCrypto: pages served over plain HTTP
 * from an intranet address are not a secure context, so `crypto.subtle` is missing there. Like
 * `Md5`, the class is self-contained so that the hashing worker can be built from its source.
 */
export class Sha1 {
  private h0 = 0x67452301;
  private h1 = 0xefcdab89 | 0;
  private h2 = 0x98badcfe | 0;
  private h3 = 0x10325476;
  private h4 = 0xc3d2e1f0 | 0;
  private readonly pending = new Uint8Array(64);
  private readonly w = new Int32Array(80);
  private used = 0;
  private length = 0;

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

  /** The 20-byte digest; the instance is spent afterwards. */
  digest(): Uint8Array {
    const low = (this.length * 8) >>> 0;
    const high = Math.floor(this.length / 0x20000000) >>> 0;
    const padding = new Uint8Array(this.used < 56 ? 64 - this.used : 128 - this.used);
    padding[0] = 0x80;
    const end = padding.length;
    for (let i = 0; i < 4; i += 1) {
      padding[end - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
      padding[end - 4 + i] = (low >>> (24 - 8 * i)) & 0xff;
    }
    this.update(padding);
    const out = new Uint8Array(20);
    [this.h0, this.h1, this.h2, this.h3, this.h4].forEach((word, index) => {
      for (let i = 0; i < 4; i += 1) out[index * 4 + i] = (word >>> (24 - 8 * i)) & 0xff;
    });
    return out;
  }

  private compress(bytes: Uint8Array, offset: number): void {
    const w = this.w;
    for (let i = 0; i < 16; i += 1) {
      const at = offset + i * 4;
      w[i] =
        ((bytes[at] as number) << 24) |
        ((bytes[at + 1] as number) << 16) |
        ((bytes[at + 2] as number) << 8) |
        (bytes[at + 3] as number);
    }
    for (let i = 16; i < 80; i += 1) {
      const x =
        (w[i - 3] as number) ^ (w[i - 8] as number) ^ (w[i - 14] as number) ^ (w[i - 16] as number);
      w[i] = (x << 1) | (x >>> 31);
    }
    let a = this.h0;
    let b = this.h1;
    let c = this.h2;
    let d = this.h3;
    let e = this.h4;
    for (let i = 0; i < 80; i += 1) {
      let f: number;
      let k: number;
      if (i < 20) {
        f = (b & c) | (~b & d);
        k = 0x5a827999;
      } else if (i < 40) {
        f = b ^ c ^ d;
        k = 0x6ed9eba1;
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d);
        k = 0x8f1bbcdc | 0;
      } else {
        f = b ^ c ^ d;
        k = 0xca62c1d6 | 0;
      }
      const next = (((a << 5) | (a >>> 27)) + f + e + k + (w[i] as number)) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = next;
    }
    this.h0 = (this.h0 + a) | 0;
    this.h1 = (this.h1 + b) | 0;
    this.h2 = (this.h2 + c) | 0;
    this.h3 = (this.h3 + d) | 0;
    this.h4 = (this.h4 + e) | 0;
  }
}
