import { Hono } from "hono";
import type { AppEnv } from "../types";

export const resumeRoutes = new Hono<AppEnv>();
