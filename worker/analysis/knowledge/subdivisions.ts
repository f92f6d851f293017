/**
 * The codes of the states, provinces and territories a North American or Australian address writes after its town
 * ("Calgary, AB", "Durham, NC", "Perth WA"): ISO 3166-2:US, ISO 3166-2:CA and ISO 3166-2:AU, the part after the
 * country's prefix (public standard; docs/knowledge-sources.md). The city check reads "Town, CODE" on a header
 * line as the town (decision 635).
 */
export const SUBDIVISION_CODES: ReadonlySet<string> = new Set(
  [
    // United States: the 50 states, the District of Columbia and the inhabited territories
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA",
    "RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR VI",
    // Canada: provinces and territories
    "AB BC MB NB NL NS NT NU ON PE QC SK YT",
    // Australia: states and territories
    "NSW VIC QLD SA WA TAS ACT NT",
  ]
    .join(" ")
    .split(" "),
);
