// A minimal reader for OLE2 compound files (legacy .doc): only what we need before handing the file to
// word-extractor, namely root-level streams by name (WordDocument for its FIB flags, SummaryInformation for the
// page count). Every chain walk is bounded, so a malformed or hostile file cannot loop.
// word-extractor walks chains with no such bound (it only notices a sector pointing at itself), so before it runs
// `validateChains` proves that every chain it will follow ends and stays inside the file. Only those: real Word
// files carry damage in chains nobody reads (decision 200), and refusing them refused real resumes.

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;

export class OleFormatError extends Error {}
/** A chain that loops, leaves the file or a directory tree that revisits an entry: hostile or badly broken. */
export class OleChainError extends OleFormatError {}

/** word-extractor reads sector numbers as signed: anything from 2^31 up ends a chain (FREE, END_OF_CHAIN…). */
const FIRST_SPECIAL = 0x80000000;
const NO_ENTRY = 0xffffffff;
/** Real .doc files have tens of directory entries; a red-black tree deeper than this is not one Word wrote. */
const MAX_TREE_DEPTH = 256;
/** The root-level streams word-extractor opens: the text, and the table stream (0Table or 1Table, by a FIB flag). */
const STREAMS_WORD_EXTRACTOR_READS = ["WordDocument", "0Table", "1Table"];

interface DirectoryEntry {
  name: string;
  type: number;
  start: number;
  size: number;
  left: number;
  right: number;
  child: number;
}

const STORAGE_OBJECT = 1;
const ROOT_OBJECT = 5;

export class OleFile {
  private readonly view: DataView;
  private readonly sectorSize: number;
  private readonly miniSectorSize: number;
  private readonly miniStreamCutoff: number;
  private readonly fat: Uint32Array;
  private readonly entries: DirectoryEntry[];

  constructor(private readonly bytes: Uint8Array) {
    if (bytes.length < 512) throw new OleFormatError("shorter than an OLE2 header");
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.sectorSize = 1 << this.view.getUint16(0x1e, true);
    this.miniSectorSize = 1 << this.view.getUint16(0x20, true);
    this.miniStreamCutoff = this.view.getUint32(0x38, true);
    if (this.sectorSize !== 512 && this.sectorSize !== 4096) throw new OleFormatError("unsupported sector size");
    this.fat = this.readFat();
    this.entries = this.readDirectory();
    this.validateChains();
  }

  /** Sectors that exist in the file (a short last sector counts, as word-extractor reads it zero-padded). */
  private get fileSectors(): number {
    return this.maxSectors - 1;
  }

  /**
   * Proves every chain word-extractor will follow is finite and inside the file: the directory, the mini-FAT, the
   * mini stream (the root entry's chain) and the streams it opens, in the FAT or the mini-FAT as it will choose;
   * and that the directory tree visits each entry once. A loop or a pointer out of the file in one of those refuses
   * the file; damage anywhere else (unused sectors, streams nobody reads) does not matter to the reading.
   */
  private validateChains(): void {
    if (this.view.getUint32(0x48, true) > this.maxSectors) throw new OleChainError("DIFAT count larger than the file");
    walkChain(this.fat, this.view.getUint32(0x30, true), this.fileSectors, "directory");
    const miniFatStart = this.view.getUint32(0x3c, true);
    walkChain(this.fat, miniFatStart, this.fileSectors, "mini-FAT");
    const root = this.entries.find((entry) => entry.type === ROOT_OBJECT);
    if (root) walkChain(this.fat, root.start, this.fileSectors, "mini stream");
    const miniSectors = root ? Math.ceil((this.chainLength(root.start) * this.sectorSize) / this.miniSectorSize) : 0;
    const miniFat = miniFatStart < FIRST_SPECIAL ? this.readMiniFat() : new Uint32Array(0);
    this.checkDirectoryTree();
    for (const entry of this.rootStreams()) {
      if (!STREAMS_WORD_EXTRACTOR_READS.includes(entry.name) || entry.size === 0) continue;
      // Which table word-extractor uses depends on the size read as a signed number; ours reads it unsigned.
      if ((entry.size | 0) < (this.miniStreamCutoff | 0)) walkChain(miniFat, entry.start, miniSectors, entry.name);
      if (entry.size >= this.miniStreamCutoff) walkChain(this.fat, entry.start, this.fileSectors, entry.name);
    }
  }

  /** The streams directly under the root storage (its child and their left/right siblings), as word-extractor sees. */
  private rootStreams(): DirectoryEntry[] {
    const root = this.entries.find((entry) => entry.type === ROOT_OBJECT);
    const found: DirectoryEntry[] = [];
    const seen = new Set<number>();
    const pending = root ? [root.child] : [];
    while (pending.length > 0) {
      const index = pending.pop()!;
      if (index >= FIRST_SPECIAL || index >= this.entries.length || seen.has(index)) continue;
      seen.add(index);
      const entry = this.entries[index]!;
      if (entry.type === STREAM_OBJECT) found.push(entry);
      pending.push(entry.left, entry.right);
    }
    return found;
  }

  private chainLength(start: number): number {
    let length = 0;
    for (let index = start; index < FIRST_SPECIAL && index < this.fat.length; index = this.fat[index]!) length++;
    return length;
  }

  private readMiniFat(): Uint32Array {
    const bytes = this.readChain(this.view.getUint32(0x3c, true), this.fat, (sector) => this.sector(sector));
    const table = new Uint32Array(bytes.length / 4);
    const words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let index = 0; index < table.length; index++) table[index] = words.getUint32(index * 4, true);
    return table;
  }

  /** The red-black tree of every storage: children in range, each entry reached once, bounded depth. */
  private checkDirectoryTree(): void {
    const visited = new Uint8Array(this.entries.length);
    const rootIndex = this.entries.findIndex((entry) => entry.type === ROOT_OBJECT);
    if (rootIndex < 0) return;
    const pending: [number, number][] = [[rootIndex, 0]];
    visited[rootIndex] = 1;
    while (pending.length > 0) {
      const [index, depth] = pending.pop()!;
      if (depth > MAX_TREE_DEPTH) throw new OleChainError("directory tree too deep");
      const entry = this.entries[index]!;
      const links = [entry.left, entry.right];
      if (entry.type === STORAGE_OBJECT || entry.type === ROOT_OBJECT) links.push(entry.child);
      for (const link of links) {
        if (link === NO_ENTRY || link >= FIRST_SPECIAL) continue;
        if (link >= this.entries.length || visited[link])
          throw new OleChainError("directory tree loops or leaves the directory");
        visited[link] = 1;
        pending.push([link, depth + 1]);
      }
    }
  }

  /** The bytes of a stream directly under the root storage, or null when there is none. */
  stream(name: string): Uint8Array | null {
    const entry = this.entries.find((candidate) => candidate.type === STREAM_OBJECT && candidate.name === name);
    if (!entry) return null;
    if (entry.size < this.miniStreamCutoff) return this.readMiniStream(entry);
    return this.readChain(entry.start, this.fat, (sector) => this.sector(sector)).subarray(0, entry.size);
  }

  private get maxSectors(): number {
    return Math.ceil(this.bytes.length / this.sectorSize);
  }

  private sector(index: number): Uint8Array {
    const offset = (index + 1) * this.sectorSize;
    if (offset + this.sectorSize > this.bytes.length) throw new OleFormatError("sector past the end of the file");
    return this.bytes.subarray(offset, offset + this.sectorSize);
  }

  /** Follows a sector chain through an allocation table, refusing cycles and chains longer than the file. */
  private readChain(start: number, table: Uint32Array, read: (index: number) => Uint8Array): Uint8Array {
    const parts: Uint8Array[] = [];
    const seen = new Set<number>();
    for (let index = start; index !== END_OF_CHAIN; index = table[index] ?? FREE_SECTOR) {
      if (index === FREE_SECTOR || index >= table.length || seen.has(index) || seen.size > this.maxSectors) {
        throw new OleChainError("broken sector chain");
      }
      seen.add(index);
      parts.push(read(index));
    }
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }

  private readFat(): Uint32Array {
    const fatSectorCount = this.view.getUint32(0x2c, true);
    if (fatSectorCount > this.maxSectors) throw new OleFormatError("FAT larger than the file");
    const fatSectors: number[] = [];
    for (let index = 0; index < Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES); index++) {
      fatSectors.push(this.view.getUint32(0x4c + index * 4, true));
    }
    // Files over ~7 MB list further FAT sectors in DIFAT sectors, each ending with a link to the next one.
    let difat = this.view.getUint32(0x44, true);
    for (let hops = 0; fatSectors.length < fatSectorCount && difat < END_OF_CHAIN; hops++) {
      if (hops > this.maxSectors) throw new OleChainError("DIFAT loop");
      const sector = this.sector(difat);
      const perSector = this.sectorSize / 4 - 1;
      const words = new DataView(sector.buffer, sector.byteOffset, sector.byteLength);
      for (let index = 0; index < perSector && fatSectors.length < fatSectorCount; index++) {
        fatSectors.push(words.getUint32(index * 4, true));
      }
      difat = words.getUint32(perSector * 4, true);
    }
    const fat = new Uint32Array(fatSectors.length * (this.sectorSize / 4));
    fatSectors.forEach((sectorIndex, position) => {
      const sector = this.sector(sectorIndex);
      const words = new DataView(sector.buffer, sector.byteOffset, sector.byteLength);
      for (let index = 0; index < this.sectorSize / 4; index++) {
        fat[position * (this.sectorSize / 4) + index] = words.getUint32(index * 4, true);
      }
    });
    return fat;
  }

  private readDirectory(): DirectoryEntry[] {
    const directory = this.readChain(this.view.getUint32(0x30, true), this.fat, (sector) => this.sector(sector));
    const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
    const entries: DirectoryEntry[] = [];
    for (let offset = 0; offset + DIRECTORY_ENTRY_SIZE <= directory.length; offset += DIRECTORY_ENTRY_SIZE) {
      const nameBytes = Math.min(64, view.getUint16(offset + 0x40, true));
      const name = String.fromCharCode(
        ...Array.from({ length: Math.max(0, nameBytes / 2 - 1) }, (_, index) =>
          view.getUint16(offset + index * 2, true),
        ),
      );
      entries.push({
        name,
        type: view.getUint8(offset + 0x42),
        start: view.getUint32(offset + 0x74, true),
        size: view.getUint32(offset + 0x78, true), // the high half only matters for 4096-byte sectors and > 4 GB
        left: view.getUint32(offset + 0x44, true),
        right: view.getUint32(offset + 0x48, true),
        child: view.getUint32(offset + 0x4c, true),
      });
    }
    return entries;
  }

  /** Small streams live in 64-byte mini sectors inside the root entry's own stream. */
  private readMiniStream(entry: DirectoryEntry): Uint8Array {
    const root = this.entries[0];
    if (!root) throw new OleFormatError("no root entry");
    const container = this.readChain(root.start, this.fat, (sector) => this.sector(sector));
    const miniFatBytes = this.readChain(this.view.getUint32(0x3c, true), this.fat, (sector) => this.sector(sector));
    const miniFat = new Uint32Array(miniFatBytes.length / 4);
    const words = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.byteLength);
    for (let index = 0; index < miniFat.length; index++) miniFat[index] = words.getUint32(index * 4, true);
    return this.readChain(entry.start, miniFat, (index) => {
      const offset = index * this.miniSectorSize;
      if (offset + this.miniSectorSize > container.length) throw new OleFormatError("mini sector past the mini stream");
      return container.subarray(offset, offset + this.miniSectorSize);
    }).subarray(0, entry.size);
  }
}

/**
 * Follows one chain as word-extractor will: it must end (a special value, 2^31 and up) without revisiting a sector
 * and without pointing past the sectors that exist. Linear in the chain's length, which is then at most `sectors`.
 */
function walkChain(table: Uint32Array, start: number, sectors: number, what: string): void {
  const limit = Math.min(sectors, table.length);
  const seen = new Uint8Array(limit);
  for (let index = start; index < FIRST_SPECIAL; index = table[index]!) {
    if (index >= limit) throw new OleChainError(`${what} points past the end of the file`);
    if (seen[index]) throw new OleChainError(`${what} chain loops`);
    seen[index] = 1;
  }
}
