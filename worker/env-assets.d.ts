/** Vite's `?raw` imports (the legal markdown is bundled into the Worker as text, decision 120). */
declare module "*.md?raw" {
  const text: string;
  export default text;
}
