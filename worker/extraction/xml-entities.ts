// XML character and entity references, decoded the same way by every reader of Word and OpenDocument XML.

const NAMED_ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

export function decodeXmlEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, entity: string) => {
    if (entity.startsWith("#x")) return safeFromCodePoint(Number.parseInt(entity.slice(2), 16)) ?? whole;
    if (entity.startsWith("#")) return safeFromCodePoint(Number.parseInt(entity.slice(1), 10)) ?? whole;
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

function safeFromCodePoint(codePoint: number): string | undefined {
  return codePoint >= 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : undefined;
}
