import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A text cut at the places where every response puts a token of its own (a page's script nonce), deflated once:
 * each response then gets a gzip stream of the whole text with its token by joining stored bytes, without
 * compressing anything. Each part is raw deflate ended by a sync flush, so it ends on a byte boundary and the next
 * block may follow it; the token goes between the parts as a stored (uncompressed) block. The parts are deflated
 * apart, because a back-reference across a token would point at another response's token.
 */
export type GzipParts = {
  readonly parts: readonly DeflatedPart[]
  /** The bytes kept: what a cache counts for it. */
  readonly bytes: number
}

type DeflatedPart = {
  deflated: Buffer
  /** CRC-32 and length of the part's uncompressed bytes, for the trailer. */
  crc: number
  length: number
  /** What appending this part does to the CRC of the bytes before it (see crcShift). */
  shift: number
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, operating system unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
// RFC 1951 §3.2.4: the final block, stored and empty (BFINAL 1, BTYPE 00, LEN 0, NLEN 0xffff).
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])
const STORED_BLOCK_MAX = 0xffff

export function deflateParts(parts: readonly Buffer[]): GzipParts {
  const deflated = parts.map((part) => ({
    // An empty part adds no block at all.
    deflated:
      part.length === 0 ? Buffer.alloc(0) : deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(part),
    length: part.length,
    shift: crcShift(part.length),
  }))
  return { parts: deflated, bytes: deflated.reduce((bytes, part) => bytes + part.deflated.length, 0) }
}

/** The gzip stream of the parts joined with `token` between each two: the same text as joining them plain. */
export function assembleGzip({ parts }: GzipParts, token: Buffer): Buffer {
  const between = storedBlocks(token)
  const tokenCrc = crc32(token)
  const tokenShift = crcShift(token.length)
  const chunks: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(between)
      crc = combineCrc(crc, tokenCrc, tokenShift)
      length += token.length
    }
    chunks.push(part.deflated)
    crc = combineCrc(crc, part.crc, part.shift)
    length += part.length
  })
  const trailer = Buffer.allocUnsafe(8)
  trailer.writeUInt32LE(crc, 0)
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  chunks.push(FINAL_EMPTY_BLOCK, trailer)
  return Buffer.concat(chunks)
}

/** `bytes` as stored deflate blocks (not final), each of at most 65,535 bytes. */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = []
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX)
    const header = Buffer.allocUnsafe(5)
    // BFINAL 0 and BTYPE 00 in the first bits, the rest of the byte padding; then LEN and its complement NLEN.
    header.writeUInt8(0, 0)
    header.writeUInt16LE(chunk.length, 1)
    header.writeUInt16LE(~chunk.length & 0xffff, 3)
    blocks.push(header, chunk)
  }
  return Buffer.concat(blocks)
}

// The CRC-32 of a concatenation from the CRCs of its pieces, as zlib's crc32_combine computes it: the CRC of A
// then B is the CRC of A times x^(8·|B|) modulo the CRC polynomial, plus the CRC of B. So a response costs a few
// multiplications instead of a CRC over the whole page. Polynomials are bit-reversed, as in the CRC itself: x^0
// is the top bit.
const POLY = 0xedb88320
const X0 = 0x80000000

/** a·b modulo the CRC polynomial. */
function multiplyModPoly(a: number, b: number): number {
  let product = 0
  let multiplicand = b
  for (let bit = X0; bit !== 0 && (a & (bit * 2 - 1)) !== 0; bit >>>= 1) {
    if (a & bit) product ^= multiplicand
    multiplicand = multiplicand & 1 ? (multiplicand >>> 1) ^ POLY : multiplicand >>> 1
  }
  return product >>> 0
}

/** x^(2^k) modulo the polynomial, for k = 0…31: each is the square of the one before, starting from x^1. */
const X_TO_TWO_TO_THE: number[] = [X0 >>> 1]
for (let k = 1; k < 32; k += 1) {
  const previous = X_TO_TWO_TO_THE[k - 1] ?? 0
  X_TO_TWO_TO_THE.push(multiplyModPoly(previous, previous))
}

/** x^(8·length) modulo the polynomial: the factor that appending `length` bytes applies to a CRC. */
function crcShift(length: number): number {
  let power = X0
  let k = 3 // x^8 = x^(2^3)
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) power = multiplyModPoly(X_TO_TWO_TO_THE[k % 32] ?? X0, power)
  }
  return power
}

function combineCrc(crcBefore: number, crcAfter: number, shiftAfter: number): number {
  return (multiplyModPoly(shiftAfter, crcBefore) ^ crcAfter) >>> 0
}
