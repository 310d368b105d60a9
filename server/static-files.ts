import fs from "node:fs";
import path from "node:path";
import express from "express";

/**
 * The built client (`build/client`), hashed assets cached for a year. Text files were compressed at
 * build time (scripts/run.mjs): the Brotli or gzip copy is sent to a browser that accepts it, so
 * nothing is compressed again per request.
 */
export function builtClientFiles(clientDir: string): express.Handler {
  const router = express.Router();
  router.use("/assets", precompressed(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  router.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  router.use(precompressed(clientDir, { maxAge: "1d" }));
  router.use(express.static(clientDir, { maxAge: "1d" }));
  return router;
}

function precompressed(dir: string, caching: { immutable?: boolean; maxAge: string }): express.Handler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Brotli whenever accepted, whatever order the browser lists them in (Chrome says "gzip, deflate, br").
    const encoding = !req.get("Accept-Encoding")
      ? false
      : req.acceptsEncodings("br")
        ? "br"
        : req.acceptsEncodings("gzip")
          ? "gzip"
          : false;
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!encoding || !file.startsWith(`${root}${path.sep}`)) return next();
    const copy = `${file}.${encoding === "br" ? "br" : "gz"}`;
    if (!fs.existsSync(copy)) return next();
    res.vary("Accept-Encoding").type(path.extname(file)).set("Content-Encoding", encoding);
    res.sendFile(copy, caching, (error?: NodeJS.ErrnoException) => {
      // A browser that went elsewhere mid-download is not an error.
      if (error && error.code !== "ECONNABORTED" && !res.headersSent) next(error);
    });
  };
}
