/**
 * Technologies their makers have ended (end of life, end of extended support, or superseded by the maker's own
 * standard), each with the month it ended and the public notice that says so (decision 590). Keyed by the skill
 * dictionary's entry name (curated or generated: engine/skills/dictionary.ts); `test/engine/skills-obsolete.test.ts`
 * checks that every key names an entry. The reading marks such a skill `obsoleteSince`, so that no report calls a stack
 * built of them current. Only dated vendor facts are listed: a technology still shipped and supported by its maker
 * (MFC, Delphi, jQuery) is old, not ended, and carries no mark.
 */
export interface ObsoleteMark {
  /** "YYYY-MM" (or "YYYY" when the notice names only the year). */
  since: string;
  /** The public notice the date comes from. */
  source: string;
}

export const OBSOLETE_SKILLS: Readonly<Record<string, ObsoleteMark>> = {
  "Adobe Flash": { since: "2020-12", source: "Adobe, Flash Player end of life (announced July 2017): 31 Dec 2020" },
  "Shockwave Player": { since: "2019-04", source: "Adobe, Shockwave end of life notice: 9 Apr 2019" },
  "Macromedia Shockwave Player": { since: "2019-04", source: "Adobe, Shockwave end of life notice: 9 Apr 2019" },
  Silverlight: { since: "2021-10", source: "Microsoft Lifecycle, Silverlight 5: support ended 12 Oct 2021" },
  "Internet Explorer": { since: "2022-06", source: "Microsoft, Internet Explorer 11 desktop app retired 15 Jun 2022" },
  "Windows XP": { since: "2014-04", source: "Microsoft Lifecycle, Windows XP: extended support ended 8 Apr 2014" },
  "Windows XP Professional": {
    since: "2014-04",
    source: "Microsoft Lifecycle, Windows XP: extended support ended 8 Apr 2014",
  },
  "Visual Basic 6": {
    since: "2008-04",
    source: "Microsoft Lifecycle, Visual Basic 6.0 IDE: extended support ended 8 Apr 2008",
  },
  "Visual FoxPro": {
    since: "2015-01",
    source: "Microsoft Lifecycle, Visual FoxPro 9.0: extended support ended 13 Jan 2015",
  },
  FrontPage: {
    since: "2014-04",
    source: "Microsoft Lifecycle, Office FrontPage 2003: extended support ended 8 Apr 2014",
  },
  "Visual SourceSafe": {
    since: "2017-07",
    source: "Microsoft Lifecycle, Visual SourceSafe 2005: extended support ended 11 Jul 2017",
  },
  WML: { since: "2002", source: "WAP Forum, WAP 2.0 (2002): WML superseded by XHTML Mobile Profile" },
  "Lotus 1-2-3": { since: "2014-09", source: "IBM withdrawal announcement 913-105 (2013): support ended 30 Sep 2014" },
};
