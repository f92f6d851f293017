/**
 * The provider used when no model is configured. It has no language model: the analysis pipeline checks
 * `hasModel` and serves the built-in rule-based engine's result; other callers (cover letters, the advisor) do the
 * same with their own rule-based path. Calling `chat()` anyway is a programming error, reported loudly.
 */
import { type AiProvider, AiProviderError } from "./types";

export const builtinProvider: AiProvider = {
  id: "builtin",
  hasModel: false,
  chat() {
    return Promise.reject(new AiProviderError("the built-in provider has no language model; use the rule-based path"));
  },
};
