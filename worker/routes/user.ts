import { Hono } from "hono";
import type { AppEnv } from "../types";

export const userRoutes = new Hono<AppEnv>();
