// A minimal reader for OLE2 compound files (legacy .doc): only what we need before handing the file to
// word-extractor, namely root-level streams by name (WordDocument for its FIB flags, SummaryInformation for the
// page count). Every chain walk is bounded, so a malformed or hostile file cannot loop.

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;

export class OleFormatError extends Error {}

interface DirectoryEntry {
  name: string;
  type: number;
  start: number;
  size: number;
}

export class OleFile {
  private readonly view: DataView;
  private readonly sectorSize: number;
  private readonly miniSectorSize: number;
  private readonly miniStreamCutoff: number;
  private readonly fat: Uint32Array;
  private readonly entries: DirectoryEntry[];

  constructor(private readonly bytes: Uint8Array) {
    if (bytes.length < 512) throw new OleFormatError('shorter than an OLE2 header');
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.sectorSize = 1 << this.view.getUint16(0x1e, true);
    this.miniSectorSize = 1 << this.view.getUint16(0x20, true);
    this.miniStreamCutoff = this.view.getUint32(0x38, true);
    if (this.sectorSize !== 512 && this.sectorSize !== 4096) throw new OleFormatError('unsupported sector size');
    this.fat = this.readFat();
    this.entries = this.readDirectory();
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
    if (offset + this.sectorSize > this.bytes.length) throw new OleFormatError('sector past the end of the file');
    return this.bytes.subarray(offset, offset + this.sectorSize);
  }

  /** Follows a sector chain through an allocation table, refusing cycles and chains longer than the file. */
  private readChain(start: number, table: Uint32Array, read: (index: number) => Uint8Array): Uint8Array {
    const parts: Uint8Array[] = [];
    const seen = new Set<number>();
    for (let index = start; index !== END_OF_CHAIN; index = table[index] ?? FREE_SECTOR) {
      if (index === FREE_SECTOR || index >= table.length || seen.has(index) || seen.size > this.maxSectors) {
        throw new OleFormatError('broken sector chain');
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
    if (fatSectorCount > this.maxSectors) throw new OleFormatError('FAT larger than the file');
    const fatSectors: number[] = [];
    for (let index = 0; index < Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES); index++) {
      fatSectors.push(this.view.getUint32(0x4c + index * 4, true));
    }
    // Files over ~7 MB list further FAT sectors in DIFAT sectors, each ending with a link to the next one.
    let difat = this.view.getUint32(0x44, true);
    for (let hops = 0; fatSectors.length < fatSectorCount && difat < END_OF_CHAIN; hops++) {
      if (hops > this.maxSectors) throw new OleFormatError('DIFAT loop');
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
        ...Array.from({ length: Math.max(0, nameBytes / 2 - 1) }, (_, index) => view.getUint16(offset + index * 2, true)),
      );
      entries.push({
        name,
        type: view.getUint8(offset + 0x42),
        start: view.getUint32(offset + 0x74, true),
        size: view.getUint32(offset + 0x78, true), // the high half only matters for 4096-byte sectors and > 4 GB
      });
    }
    return entries;
  }

  /** Small streams live in 64-byte mini sectors inside the root entry's own stream. */
  private readMiniStream(entry: DirectoryEntry): Uint8Array {
    const root = this.entries[0];
    if (!root) throw new OleFormatError('no root entry');
    const container = this.readChain(root.start, this.fat, (sector) => this.sector(sector));
    const miniFatBytes = this.readChain(this.view.getUint32(0x3c, true), this.fat, (sector) => this.sector(sector));
    const miniFat = new Uint32Array(miniFatBytes.length / 4);
    const words = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.byteLength);
    for (let index = 0; index < miniFat.length; index++) miniFat[index] = words.getUint32(index * 4, true);
    return this.readChain(entry.start, miniFat, (index) => {
      const offset = index * this.miniSectorSize;
      if (offset + this.miniSectorSize > container.length) throw new OleFormatError('mini sector past the mini stream');
      return container.subarray(offset, offset + this.miniSectorSize);
    }).subarray(0, entry.size);
  }
}
