/** Site-wide data the shell and the home page show (docs/product.md §3). */
import { z } from "zod";
// Installed before this module builds a schema: object schemas decide jitless at construction (zod-errors.ts).
import "./zod-errors";
import type { FontListItem } from "./fonts";
import type { ContentCard } from "./content";

/** The newest items of each content area, for the home page. */
export type HomeLatest = Record<"news" | "zixun" | "cases" | "collections" | "videos" | "albums" | "banners", ContentCard[]>;

export interface FriendLink {
  id: number;
  name: string;
  url: string;
  /** 1 = plain host, 2 = https:// (docs/product.md §3 "Links"). */
  protocol: number;
  sort: number;
}

export interface HomeBlock<T> {
  title: string;
  content: T;
}

/** GET /web/api/showData/getData: home blocks by key, plus the featured families. */
export interface HomeData {
  banner?: HomeBlock<{ slogan: string; description: string; actions: { label: string; path: string }[] }>;
  features?: HomeBlock<{ title: string; text: string }[]>;
  featuredFonts?: HomeBlock<FontListItem[]>;
  latest?: HomeBlock<HomeLatest>;
  [key: string]: HomeBlock<unknown> | undefined;
}

export interface WebColumn {
  id: number;
  name: string;
  path: string;
  sort: number;
  /** A footer group's links; empty for a plain link. */
  children: { name: string; path: string }[];
}

/** GET /web/api/web-column/getColumnByType query. */
export const columnQuery = z.object({ type: z.string({ error: "缺少栏目类型 type" }).trim().min(1, "缺少栏目类型 type").max(50, "栏目类型过长") });
