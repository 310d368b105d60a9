/**
 * Generates the flat-style SVG food illustrations served from /images/food/
 * plus the generic /images/placeholder.svg.
 *
 * Usage: npx tsx scripts/generate-food-images.ts
 *
 * Every file is 400x260, self-contained (no fonts, scripts, external refs or
 * text) and kept under 3 KB. Re-running the script is idempotent.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const imagesDir = join(root, "public", "images");
const foodDir = join(imagesDir, "food");

type Num = number;
const fa = (f: string) => (f ? ` fill="${f}"` : "");

/** circle */
const C = (x: Num, y: Num, r: Num, f = "", extra = "") => `<circle cx="${x}" cy="${y}" r="${r}"${fa(f)}${extra}/>`;
/** ellipse */
const E = (x: Num, y: Num, rx: Num, ry: Num, f = "", extra = "") =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}"${fa(f)}${extra}/>`;
/** rect */
const R = (x: Num, y: Num, w: Num, h: Num, f = "", rx = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""}${fa(f)}${extra}/>`;
/** filled path */
const P = (d: string, f = "", extra = "") => `<path d="${d}"${fa(f)}${extra}/>`;
/** stroked path (round caps) */
const S = (d: string, stroke: string, w: Num, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}"${
    extra.includes("stroke-linecap") ? "" : ' stroke-linecap="round"'
  }${extra}/>`;
/** group */
const G = (attrs: string, body: string) => `<g ${attrs}>${body}</g>`;
/** many circles sharing a fill */
const dots = (f: string, pts: [Num, Num, Num][], extra = "") =>
  G(`fill="${f}"${extra}`, pts.map(([x, y, r]) => C(x, y, r)).join(""));
/** soft drop shadow under a dish */
const shadow = (x: Num, y: Num, rx: Num, ry: Num) => E(x, y, rx, ry, "#000", ' opacity=".08"');
/** round number for compact output */
const rn = (v: Num) => Math.round(v);

const svg = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260">` +
  R(0, 0, 400, 260, bg).replace(' x="0" y="0"', "") +
  G('fill="#fff" opacity=".3"', C(30, 24, 64) + C(384, 250, 84)) +
  body +
  `</svg>`;

// Shared bits -------------------------------------------------------------
const leafGreen = "#4caf50";
const bananaLeaf = (d: string, rib: string) => P(d, leafGreen) + S(rib, "#2e7d32", 3);
/** steel bowl seen from above */
const steelBowl = (x: Num, y: Num, r: Num, fill: string, extra = "") =>
  C(x, y, r, "#c3cad3") + C(x, y, r - 4, fill) + extra;
/** lemon wedge (half disc) */
const lemon = (x: Num, y: Num, rot: Num) =>
  G(
    `transform="translate(${x} ${y}) rotate(${rot})"`,
    P("M-18 0A18 18 0 0 0 18 0Z", "#f5d33d") +
      P("M-14 0A14 14 0 0 0 14 0Z", "#fff3a6") +
      S("M0 0V12M0 0L9 9M0 0L-9 9", "#f5d33d", 2),
  );

// Illustrations ----------------------------------------------------------
const images: Record<string, string> = {
  biryani: svg(
    "#fde6c6",
    shadow(200, 226, 118, 12) +
      G('fill="#8e4318"', E(92, 134, 14, 9) + E(308, 134, 14, 9)) +
      E(200, 118, 108, 20, "#7a3812") +
      P("M112 118Q118 58 200 54Q282 58 288 118Z", "#fff3d9") +
      S(
        "M140 104l8-3M166 92l8 2M196 80l7-4M222 98l8 3M252 104l7-4M178 108l8-2M206 110l8 2M236 86l6-5M150 84l7-4M188 64l8 1M232 108l6 3",
        "#f5b942",
        5,
      ) +
      S("M158 102l7 3M210 92l7-3M240 70l6 3M130 112l7-2M270 112l6-3M186 94l8 1", "#e8702a", 5) +
      S("M168 76l6 2M210 70l7-2M268 98l5 4M144 96l6-3", "#8b4a1c", 4) +
      E(226, 78, 15, 12, "#fff") +
      C(226, 79, 7, "#f6b631") +
      P("M174 66q-26-16-14-40q24 12 14 40z", "#43a047") +
      S("M174 66q-10-16-12-34", "#2e7d32", 2) +
      P("M176 66q12-28 36-22q-10 24-36 22z", "#66bb6a") +
      P("M94 118Q90 222 200 222Q310 222 306 118Q306 142 200 142Q94 142 94 118Z", "#c4652b") +
      S("M104 164Q200 192 296 164", "#e7a55a", 7) +
      S("M96 122Q200 150 304 122", "#a34d1c", 8),
  ),

  pizza: svg(
    "#fcdcd0",
    shadow(200, 234, 110, 12) +
      C(200, 128, 112, "#c98a4b") +
      C(200, 126, 100, "#e9a64c") +
      C(200, 126, 88, "#d8452b") +
      P(
        "M200 44q24 0 40 10q30 10 38 40q10 32-4 60q-10 30-40 40q-32 10-60 0q-30-10-42-40q-12-32 0-60q12-30 40-42q14-8 28-8z",
        "#f9d26a",
      ) +
      S("M200 40V212M126 84l148 84M126 168l148-84", "#e9a64c", 3, ' opacity=".7"') +
      dots("#b83227", [
        [170, 82, 12],
        [236, 80, 12],
        [256, 134, 12],
        [146, 136, 12],
        [212, 172, 12],
        [168, 182, 10],
        [202, 118, 11],
      ]) +
      dots("#d9543f", [
        [167, 79, 4],
        [233, 77, 4],
        [253, 131, 4],
        [143, 133, 4],
        [209, 169, 4],
        [199, 115, 4],
      ]) +
      G(
        'fill="none" stroke="#3b3030" stroke-width="4"',
        C(204, 70, 5) + C(272, 104, 5) + C(128, 104, 5) + C(240, 178, 5) + C(174, 152, 5) + C(236, 112, 5),
      ) +
      G(
        'fill="#3f9b3f"',
        E(188, 92, 9, 5, "", ' transform="rotate(-30 188 92)"') +
          E(228, 150, 9, 5, "", ' transform="rotate(40 228 150)"') +
          E(150, 164, 9, 5, "", ' transform="rotate(10 150 164)"') +
          E(264, 160, 8, 5, "", ' transform="rotate(-20 264 160)"'),
      ),
  ),

  burgers: svg(
    "#fff0bf",
    shadow(200, 222, 116, 12) +
      P("M104 178h192v8q0 24-24 24H128q-24 0-24-24z", "#e09a3a") +
      R(96, 146, 208, 34, "#6b381c", 17) +
      S("M118 160h20M170 166h24M230 158h22M266 168h14", "#52290f", 4) +
      P("M98 138H302V152L290 154L282 172L272 154H236L226 176L214 154H160L150 168L140 154H98Z", "#ffc531") +
      R(104, 126, 192, 16, "#e34a33", 8) +
      P("M92 128q12-16 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0v8H92z", "#6cc04a") +
      P("M98 124Q98 44 200 44Q302 44 302 124Z", "#eca43f") +
      S("M128 92q14-30 56-36", "#fff", 9, ' opacity=".35"') +
      S("M160 66l7-2M200 60l7 1M238 68l6 3M180 84l7-2M222 86l7 2M262 92l5 4M146 98l6-3M200 104l7 0", "#fff6dc", 4),
  ),

  "north-indian": svg(
    "#fbdcc0",
    shadow(210, 220, 150, 12) +
      P("M46 178Q24 104 108 74Q190 50 214 108Q210 176 46 178Z", "#f0c983") +
      dots(
        "#b97a36",
        [
          [84, 120, 6],
          [112, 98, 4],
          [146, 86, 7],
          [96, 150, 5],
          [180, 104, 4],
          [130, 124, 5],
          [70, 156, 4],
        ],
        ' opacity=".7"',
      ) +
      P("M142 130Q148 208 234 208Q320 208 326 130Z", "#b9652e") +
      E(234, 210, 40, 7, "#8f4a1f") +
      S("M152 162Q234 190 316 162", "#e8a45c", 6) +
      E(234, 130, 92, 24, "#d9874a") +
      E(234, 130, 82, 18, "#e2702a") +
      dots("#b9471a", [
        [200, 132, 9],
        [262, 126, 10],
        [236, 138, 8],
        [286, 136, 7],
        [178, 126, 7],
      ]) +
      S("M204 122q18-10 36-2t32 0", "#fff5e6", 6) +
      dots("#3f9b3f", [
        [216, 140, 3],
        [252, 118, 3],
        [276, 128, 3],
        [192, 120, 3],
        [246, 142, 3],
        [300, 130, 3],
      ]),
  ),

  "south-indian": svg(
    "#e3f0d0",
    bananaLeaf("M24 196Q70 74 376 62Q340 214 24 196Z", "M34 192Q190 130 366 68") +
      S(
        "M90 170l-20-40M150 150l-20-50M210 130l-16-50M270 108l-12-38M130 160l30 36M200 138l36 50M270 112l40 50",
        "#81c784",
        2,
      ) +
      steelBowl(
        284,
        112,
        44,
        "#d9822b",
        dots("#f2b94f", [
          [270, 106, 5],
          [294, 118, 6],
          [284, 98, 4],
        ]) +
          dots("#3f9b3f", [
            [300, 102, 3],
            [268, 122, 3],
          ]),
      ) +
      steelBowl(
        292,
        180,
        26,
        "#f7f3e6",
        dots("#3f9b3f", [
          [286, 176, 2],
          [298, 184, 2],
          [292, 174, 2],
        ]),
      ) +
      G('fill="#c9822f"', C(136, 120, 40) + C(204, 162, 38)) +
      G('fill="#e0a04a"', C(132, 114, 30) + C(200, 156, 28)) +
      G('fill="#4caf50"', C(136, 120, 11) + C(204, 162, 10)) +
      S("M112 96q14-14 34-10M182 138q14-12 32-8", "#fff", 5, ' opacity=".4"') +
      dots("#8b4f1c", [
        [118, 130, 3],
        [152, 104, 3],
        [160, 134, 2],
        [186, 170, 3],
        [222, 176, 3],
        [226, 146, 2],
      ]),
  ),

  chinese: svg(
    "#fcd9d4",
    shadow(212, 216, 96, 10) +
      S("M150 104Q200 20 250 104", "#9aa3ad", 4) +
      S("M176 86q-6-26 6-40t0-30M200 86q8-24-4-42t6-32M220 88q10-20 0-36", "#f2c14e", 7) +
      P("M136 104L152 70H248L264 104Z", "#efe6d6") +
      P("M264 104L292 94L270 200L246 212Z", "#e2d7c4") +
      P("M136 104H264L246 212H154Z", "#fffaf2") +
      P("M136 104L112 84L152 70Z", "#f7f0e3") +
      P("M264 104L296 80L248 70Z", "#eadfcc") +
      P("M200 130l26 26-26 26-26-26z", "#d7312b") +
      P("M200 143l13 13-13 13-13-13z", "none", ' stroke="#f6c342" stroke-width="3"') +
      S("M226 62L318 28M236 72L324 44", "#8b5a2b", 7) +
      S("M300 34l18-6M306 50l18-6", "#5e3a17", 7) +
      E(86, 204, 46, 14, "#fff") +
      E(86, 202, 36, 9, "#5a2e12") +
      G(
        'fill="#e5a244"',
        R(50, 164, 70, 22, "", 11, ' transform="rotate(-12 85 175)"') +
          R(60, 182, 70, 22, "", 11, ' transform="rotate(-4 95 193)"'),
      ) +
      S("M64 170l4 10M84 166l4 10M102 162l4 10M76 186l2 10M96 184l2 10M116 182l2 10", "#c98a3c", 3),
  ),

  desserts: svg(
    "#f8dce6",
    shadow(200, 222, 104, 11) +
      E(200, 130, 94, 24, "#e8e2e6") +
      E(200, 130, 86, 19, "#e8a93c") +
      G('fill="#7e3414"', C(160, 112, 26) + C(214, 104, 26) + C(250, 128, 24) + C(184, 132, 24) + C(226, 140, 20)) +
      G(
        'fill="#fff" opacity=".35"',
        C(152, 104, 7) + C(206, 96, 7) + C(243, 120, 6) + C(177, 124, 6) + C(220, 133, 5),
      ) +
      S("M170 96l8-4M222 90l6 4M256 112l6-3M190 120l7 2", "#8bc34a", 4) +
      P("M106 130Q112 214 200 214Q288 214 294 130Q294 154 200 154Q106 154 106 130Z", "#fff") +
      S("M118 170Q200 198 282 170", "#e86a92", 6) +
      E(200, 214, 36, 6, "#e6dfe3"),
  ),

  healthy: svg(
    "#dff1d8",
    shadow(204, 236, 100, 10) +
      C(200, 130, 104, "#fff") +
      C(200, 130, 92, "#f3ede2") +
      G(
        'fill="#5aa845"',
        E(160, 88, 34, 20, "", ' transform="rotate(-30 160 88)"') +
          E(136, 122, 26, 18, "", ' transform="rotate(20 136 122)"'),
      ) +
      G(
        'fill="#7cc35a"',
        E(176, 70, 20, 12, "", ' transform="rotate(10 176 70)"') +
          E(132, 100, 20, 12, "", ' transform="rotate(-50 132 100)"'),
      ) +
      E(200, 180, 52, 28, "#e7cf9a") +
      dots("#cfb070", [
        [180, 176, 3],
        [198, 186, 3],
        [214, 172, 3],
        [230, 184, 3],
        [172, 190, 3],
        [210, 194, 3],
        [190, 166, 3],
      ]) +
      G(
        'transform="rotate(-25 248 100)"',
        E(248, 100, 36, 26, "#3f7d2c") + E(248, 100, 31, 21, "#c8e07a") + C(256, 100, 11, "#8b5a2b"),
      ) +
      E(146, 162, 26, 20, "#fff", ' stroke="#e6dfd2" stroke-width="2"') +
      C(146, 163, 11, "#f7b731") +
      S("M262 150l22 10M258 164l22 12M252 178l20 12", "#f08a24", 7) +
      dots("#e84a3a", [
        [206, 116, 11],
        [226, 136, 10],
      ]) +
      dots(
        "#fff",
        [
          [202, 112, 3],
          [222, 132, 3],
        ],
        ' opacity=".6"',
      ) +
      dots("#e0bd74", [
        [178, 128, 6],
        [188, 140, 6],
        [174, 146, 6],
        [192, 124, 6],
      ]),
  ),

  rolls: svg(
    "#f9e5cc",
    shadow(204, 222, 110, 11) +
      G(
        'transform="translate(168 132) rotate(-14)"',
        R(-26, -76, 52, 150, "#e9b86a", 26) +
          E(0, -72, 24, 10, "#b5542a") +
          S("M-14-74l6 2M6-76l6 4M-4-68l8 0", "#6cc04a", 4) +
          S("M12-70l6-2M-18-68l4 2", "#d9446b", 4) +
          dots(
            "#c98a3c",
            [
              [-10, -40, 4],
              [8, -20, 5],
              [-6, -6, 3],
            ],
            ' opacity=".7"',
          ) +
          P("M-28 10l56-12v58q0 18-18 18h-20q-18 0-18-18z", "#fff") +
          S("M-28 26l56-12M-28 44l56-12M-24 60l50-10", "#e34a33", 4),
      ) +
      G(
        'transform="translate(240 140) rotate(12)"',
        R(-26, -72, 52, 146, "#e4ad5c", 26) +
          E(0, -68, 24, 10, "#c7702f") +
          S("M-12-70l6 2M8-70l6 3M-2-64l8 0", "#6cc04a", 4) +
          S("M12-64l6-2M-16-64l4 2", "#d9446b", 4) +
          dots(
            "#c98a3c",
            [
              [10, -36, 4],
              [-8, -16, 5],
            ],
            ' opacity=".7"',
          ) +
          P("M-28 12l56-12v56q0 18-18 18h-20q-18 0-18-18z", "#fff") +
          S("M-28 28l56-12M-28 46l56-12M-24 62l50-10", "#e34a33", 4),
      ) +
      G('fill="none" stroke="#c04f7a" stroke-width="4"', E(318, 196, 20, 12) + E(326, 186, 16, 10)) +
      S("M70 196q20-30 50-20", "#3f9b3f", 8),
  ),

  thali: (() => {
    const ring = [
      [-160, "#f2b93b", "#f7d46e"],
      [-115, "#e06b2a", "#f19a5a"],
      [-70, "#7aa33a", "#9cc25a"],
      [-25, "#f8f3e8", "#7cc35a"],
    ] as const;
    const bowls = ring
      .map(([a, f, t]) => {
        const x = rn(200 + 66 * Math.cos((a * Math.PI) / 180));
        const y = rn(132 + 66 * Math.sin((a * Math.PI) / 180));
        return steelBowl(
          x,
          y,
          24,
          f,
          dots(t, [
            [x - 6, y - 4, 4],
            [x + 6, y + 3, 3],
          ]),
        );
      })
      .join("");
    return svg(
      "#fdeccb",
      shadow(200, 240, 112, 10) +
        C(200, 132, 112, "#b8c0ca") +
        C(200, 132, 104, "#d6dce3") +
        C(200, 132, 96, "#e6eaef") +
        bowls +
        G('fill="#e8c07a"', C(150, 172, 30) + C(176, 182, 28)) +
        dots(
          "#c78c3e",
          [
            [168, 176, 4],
            [186, 190, 3],
            [176, 170, 3],
            [190, 180, 3],
          ],
          ' opacity=".8"',
        ) +
        E(242, 168, 34, 22, "#fffdf6") +
        S("M226 160l6 2M246 156l6-2M254 170l6 2M232 174l6-2M242 164l5 2", "#efe6cf", 3) +
        C(290, 150, 14, "#7e3414") +
        C(286, 146, 4, "#fff", ' opacity=".35"') +
        E(212, 204, 16, 8, "#c8381e"),
    );
  })(),

  dosa: svg(
    "#fff4c9",
    bananaLeaf("M18 150Q52 62 220 60Q360 62 386 136Q340 222 190 216Q36 212 18 150Z", "M30 150Q200 122 378 132") +
      S("M90 100l30 40M160 82l30 52M240 80l24 50M120 186l30-44M200 200l24-64M280 196l20-60", "#81c784", 2) +
      G(
        'transform="rotate(-8 200 128)"',
        R(56, 104, 290, 48, "#e9a23b", 24) +
          S("M80 116h230M96 138h190", "#c77d1e", 3, ' opacity=".6"') +
          S("M90 112h120", "#fff", 5, ' opacity=".35"') +
          E(322, 128, 16, 22, "#c77d1e") +
          E(322, 128, 11, 17, "#f6c742") +
          dots("#3f9b3f", [
            [318, 122, 2],
            [324, 134, 2],
          ]),
      ) +
      steelBowl(
        134,
        190,
        22,
        "#f7f3e6",
        dots("#3f9b3f", [
          [130, 186, 2],
          [138, 194, 2],
        ]),
      ) +
      steelBowl(196, 196, 22, "#d9463a") +
      steelBowl(
        262,
        190,
        22,
        "#d9822b",
        dots("#f2b94f", [
          [256, 186, 4],
          [268, 194, 3],
        ]),
      ),
  ),

  momos: svg(
    "#efe8d8",
    `<defs><g id="m">${P("M-28 14Q-32-8 0-24Q32-8 28 14Q0 24-28 14Z", "#fffaf0")}${S(
      "M0-24L-14 8M0-24L0 10M0-24L14 8",
      "#e3d8c2",
      2,
    )}${C(0, -24, 3, "#e3d8c2")}</g></defs>` +
      shadow(200, 222, 118, 10) +
      S("M150 70q-8-14 0-26t0-24M200 62q-8-14 0-26t0-24M250 70q-8-14 0-26t0-24", "#fff", 5, ' opacity=".7"') +
      E(200, 140, 112, 30, "#c99450") +
      E(200, 140, 102, 24, "#f3e3bd") +
      `<use href="#m" x="146" y="128"/><use href="#m" x="200" y="120"/><use href="#m" x="254" y="128"/><use href="#m" x="174" y="148"/><use href="#m" x="228" y="148"/>` +
      P("M88 140V188Q88 214 200 214Q312 214 312 188V140Q312 170 200 170Q88 170 88 140Z", "#d9a95c") +
      S("M90 178Q200 204 310 178M90 196Q200 222 310 196", "#b8843f", 3) +
      steelBowl(340, 200, 22, "#d9381e"),
  ),

  "ice-cream": svg(
    "#dcecf6",
    shadow(200, 232, 40, 6) +
      P("M164 128L200 230L236 128Z", "#e5a54b") +
      S("M176 140l38 52M196 136l28 38M170 154l16 22M224 140l-42 58M204 136l-28 38M230 154l-16 22", "#c4832d", 3) +
      C(200, 118, 38, "#f7a8c4") +
      P("M162 124q0 14 10 12q6 0 8 8q4 8 12 0q6-6 14 0q8 6 12-2q4-8 12-6q10 2 10-12z", "#f7a8c4") +
      C(200, 74, 32, "#8b5a3c") +
      P("M168 78q0 12 8 10q6 0 6 10q4 8 10 0q4-6 12-2q6 6 10 0q4-6 8-4q10 2 10-14z", "#8b5a3c") +
      S("M184 52q6-8 16-10M180 102q8-10 20-12", "#fff", 5, ' opacity=".35"') +
      S("M186 64l6 2M210 58l4 5M214 84l6-2M190 80l2 6", "#ffd54f", 3) +
      S("M200 66l-5 4M222 70l2 6", "#7ed6c4", 3) +
      C(206, 40, 9, "#d7263d") +
      S("M206 32q2-12 12-16", "#4e7d2a", 3),
  ),

  cakes: svg(
    "#efdcf2",
    shadow(200, 234, 70, 7) +
      E(200, 228, 50, 8, "#c9d2dc") +
      R(190, 196, 20, 32, "#d6dde6") +
      E(200, 198, 120, 12, "#e6ebf1") +
      R(118, 104, 164, 92, "#f7b6cb", 8) +
      R(118, 150, 164, 10, "#ef8fb0") +
      P(
        "M118 100h164v20q0 8-6 8t-6-8v6q0 12-8 12t-8-12v-4q0 8-8 8t-8-8v12q0 10-8 10t-8-10v-10q0 8-8 8t-8-8v4q0 12-8 12t-8-12v-8q0 8-8 8t-8-8v14q0 10-8 10t-8-10v-12q0 6-6 6t-6-6z",
        "#7b4226",
      ) +
      dots("#fff", [
        [126, 192, 6],
        [144, 192, 6],
        [162, 192, 6],
        [180, 192, 6],
        [198, 192, 6],
        [216, 192, 6],
        [234, 192, 6],
        [252, 192, 6],
        [270, 192, 6],
      ]) +
      G('fill="#8ecae6"', R(154, 64, 8, 36, "", 3) + R(196, 58, 8, 42, "", 3) + R(238, 64, 8, 36, "", 3)) +
      G(
        'fill="#ffb300"',
        P("M158 62q-7-8 0-18q7 10 0 18z") + P("M200 56q-7-8 0-18q7 10 0 18z") + P("M242 62q-7-8 0-18q7 10 0 18z"),
      ) +
      dots("#d7263d", [
        [134, 98, 7],
        [176, 98, 7],
        [222, 98, 7],
        [266, 98, 7],
      ]),
  ),

  paneer: (() => {
    const items: [string, Num][] = [
      ["p", -104],
      ["g", -66],
      ["p", -28],
      ["o", 10],
      ["p", 48],
      ["t", 86],
      ["p", 120],
    ];
    const piece = ([k, x]: [string, Num]) =>
      k === "p"
        ? R(x - 17, -17, 34, 34, "#f4b968", 5) + S(`M${x - 10} -6h20M${x - 10} 6h20`, "#a8542a", 4)
        : k === "g"
          ? R(x - 14, -18, 28, 36, "#5aa83a", 8)
          : k === "o"
            ? R(x - 13, -16, 26, 32, "#b8527d", 6) + S(`M${x} -12v24`, "#e7a6c2", 3)
            : R(x - 14, -16, 28, 32, "#e0452f", 8);
    const skewer = `<defs><g id="k">${S("M-150 0H150", "#9c6b3a", 5)}${items.map(piece).join("")}</g></defs>`;
    return svg(
      "#fce6d4",
      shadow(200, 222, 176, 12) +
        E(200, 142, 180, 74, "#fff") +
        E(200, 142, 164, 62, "#f6efe4") +
        skewer +
        `<use href="#k" transform="translate(200 112) rotate(-6)"/><use href="#k" transform="translate(200 170) rotate(-6)"/>` +
        steelBowl(360, 70, 20, "#6bb64a") +
        lemon(52, 206, 20),
    );
  })(),

  chaat: (() => {
    const puri = (x: Num, y: Num) =>
      C(x, y, 24, "#e8a845") +
      E(x, y - 6, 13, 8, "#b86f28") +
      E(x, y - 8, 10, 5, "#f2d28a") +
      C(x - 10, y + 6, 5, "#fff", ' opacity=".35"');
    return svg(
      "#fde9b8",
      shadow(200, 228, 140, 12) +
        E(200, 148, 150, 66, "#9e6b3c") +
        E(200, 144, 140, 58, "#c78a4c") +
        (
          [
            [130, 122],
            [186, 112],
            [242, 118],
            [292, 136],
            [156, 166],
            [214, 166],
            [268, 172],
            [106, 160],
          ] as const
        )
          .map(([x, y]) => puri(x, y))
          .join("") +
        S("M120 110l6 4M170 102l6 3M226 108l6-3M280 126l5 4M146 156l6-3M204 156l6 3M258 162l5 3", "#f2b63a", 3) +
        S("M186 104l4 4M240 110l-4 4M150 158l-4 3", "#3f9b3f", 3) +
        steelBowl(
          340,
          70,
          30,
          "#6bb64a",
          dots("#a5d67a", [
            [334, 64, 5],
            [348, 76, 4],
          ]),
        ) +
        steelBowl(64, 70, 24, "#7a3b1c"),
    );
  })(),

  kebabs: (() => {
    const kebab = (y: Num) =>
      S(`M70 ${y}H332`, "#a8b3bf", 4) +
      R(96, y - 14, 214, 28, "#8a4a22", 14) +
      S(
        `M118 ${y - 6}l8 12M150 ${y - 6}l8 12M182 ${y - 6}l8 12M214 ${y - 6}l8 12M246 ${y - 6}l8 12M278 ${y - 6}l8 12`,
        "#5a2c10",
        4,
      ) +
      S(`M112 ${y - 8}h60`, "#fff", 3, ' opacity=".3"');
    return svg(
      "#f7d9c4",
      shadow(200, 228, 168, 12) +
        R(40, 66, 320, 156, "#b9773f", 18) +
        R(48, 72, 304, 144, "#cf8f52", 14) +
        kebab(104) +
        kebab(140) +
        kebab(176) +
        G('fill="none" stroke="#c04f7a" stroke-width="4"', E(310, 204, 22, 12) + E(282, 212, 18, 10)) +
        lemon(92, 204, -10) +
        G(
          'fill="#3f9b3f"',
          E(120, 90, 10, 5, "", ' transform="rotate(-30 120 90)"') +
            E(260, 88, 10, 5, "", ' transform="rotate(20 260 88)"'),
        ),
    );
  })(),

  pasta: svg(
    "#f3e6d0",
    shadow(196, 234, 110, 11) +
      C(196, 130, 106, "#fff") +
      C(196, 130, 90, "#f5f1ea") +
      E(196, 134, 70, 50, "#f6d27a") +
      G(
        'fill="none" stroke="#e3ac3c" stroke-width="4"',
        [0, 30, 60, 90, 120, 150].map((a) => E(196, 134, 60, 34, "", ` transform="rotate(${a} 196 134)"`)).join(""),
      ) +
      P("M160 118q10-28 40-22q32-4 34 24q6 26-30 30q-40 4-44-32z", "#d23b26") +
      dots("#7a3517", [
        [178, 118, 13],
        [214, 114, 13],
        [198, 140, 13],
      ]) +
      dots(
        "#fff",
        [
          [174, 114, 3],
          [210, 110, 3],
          [194, 136, 3],
        ],
        ' opacity=".4"',
      ) +
      G(
        'fill="#3f9b3f"',
        E(188, 98, 10, 5, "", ' transform="rotate(-30 188 98)"') +
          E(224, 140, 10, 5, "", ' transform="rotate(30 224 140)"'),
      ) +
      dots("#fffbea", [
        [172, 138, 3],
        [230, 124, 3],
        [204, 100, 2],
        [160, 126, 2],
      ]) +
      S("M334 52V214M322 52v26q0 10 12 10t12-10V52M334 52v26", "#aab4bf", 6),
  ),

  sandwich: (() => {
    const half =
      P("M100 130L248 130L206 64Z", "#fff1d2", ' stroke="#d9963f" stroke-width="6" stroke-linejoin="round"') +
      R(97, 130, 154, 14, "#f7e2b5") +
      P("M94 144q8-8 16 0t16 0t16 0t16 0t16 0t16 0t16 0t16 0t16 0t16 0v8H94z", "#6cc04a") +
      R(98, 150, 152, 10, "#e34a33", 4) +
      R(96, 160, 156, 10, "#ffc531") +
      R(97, 170, 154, 16, "#fff1d2", 4, ' stroke="#d9963f" stroke-width="6"');
    return svg(
      "#e9f1d3",
      shadow(210, 218, 130, 10) +
        `<defs><g id="h">${half}</g></defs>` +
        `<use href="#h" x="84" y="-22"/><use href="#h" x="-6" y="18"/>`,
    );
  })(),

  shawarma: svg(
    "#f6dfc8",
    shadow(200, 226, 130, 10) +
      S("M170 22V226", "#8d99a6", 6) +
      E(170, 218, 64, 10, "#9aa5b1") +
      P("M106 42H234L206 200H134Z", "#b5652f") +
      G(
        'fill="none" stroke="#8e4a1f" stroke-width="4"',
        S(
          "M110 66Q170 78 230 66M114 92Q170 104 226 92M118 118Q170 130 222 118M124 144Q170 156 216 144M128 170Q170 182 212 170",
          "#8e4a1f",
          4,
        ),
      ) +
      S("M130 56l-6 120", "#e09a55", 8, ' opacity=".5"') +
      R(102, 34, 136, 12, "#8d99a6", 6) +
      G(
        'transform="translate(286 156) rotate(18)"',
        R(-24, -66, 48, 128, "#f0d09a", 24) +
          E(0, -62, 22, 9, "#b5652f") +
          S("M-12-64l6 2M6-66l6 3", "#6cc04a", 4) +
          S("M-2-60l8 0", "#d9446b", 4) +
          P("M-26 0h52v46q0 18-18 18h-16q-18 0-18-18z", "#c7ccd3") +
          S("M-20 12h40M-20 28h40", "#fff", 3, ' opacity=".6"'),
      ),
  ),

  noodles: svg(
    "#fce2cf",
    shadow(200, 224, 104, 10) +
      E(200, 126, 106, 26, "#b7322a") +
      E(200, 126, 96, 20, "#f4dcb0") +
      S("M126 124q14-12 28 0t28 0t28 0t28 0t28 0M120 132q14-10 28 0t28 0t28 0t28 0t28 0t28 0", "#f2c14e", 5) +
      E(160, 120, 16, 11, "#fff") +
      C(160, 120, 7, "#f6a51c") +
      dots("#6cc04a", [
        [230, 118, 4],
        [248, 126, 4],
        [214, 130, 4],
        [266, 118, 3],
      ]) +
      S("M246 112q-8-22 2-40t-2-34M262 112q8-22-2-40t4-30", "#f2c14e", 5) +
      S("M232 28L330 118M250 20L342 104", "#6b3e1e", 6) +
      P("M96 126Q100 214 200 214Q300 214 304 126Q304 152 200 152Q96 152 96 126Z", "#d94a38") +
      S("M112 170Q200 198 288 170", "#fff", 5, ' stroke-dasharray="10 10"') +
      E(200, 214, 40, 6, "#a82a22"),
  ),

  idli: (() => {
    const idli = (x: Num, y: Num) =>
      E(x, y + 6, 38, 20, "#e3dccb") + E(x, y, 38, 20, "#fdfbf5") + S(`M${x - 20} ${y - 8}q20-8 40 0`, "#fff", 4);
    return svg(
      "#e8efd9",
      shadow(200, 228, 170, 12) +
        E(200, 142, 176, 80, "#b8c0ca") +
        E(200, 140, 166, 72, "#d9dee4") +
        idli(118, 118) +
        idli(196, 108) +
        idli(156, 164) +
        dots("#e6dfcf", [
          [108, 114, 2],
          [128, 122, 2],
          [190, 104, 2],
          [206, 112, 2],
          [146, 160, 2],
          [166, 168, 2],
        ]) +
        steelBowl(
          286,
          112,
          40,
          "#d9822b",
          dots("#f2b94f", [
            [274, 104, 5],
            [296, 118, 5],
          ]) +
            dots("#3f9b3f", [
              [290, 100, 3],
              [276, 122, 3],
            ]),
        ) +
        steelBowl(
          246,
          176,
          24,
          "#f7f3e6",
          dots("#3f9b3f", [
            [240, 172, 2],
            [252, 180, 2],
          ]),
        ) +
        steelBowl(306, 180, 22, "#d9463a"),
    );
  })(),

  "pav-bhaji": svg(
    "#fbd9c9",
    shadow(200, 232, 168, 12) +
      E(200, 146, 180, 80, "#b8c0ca") +
      E(200, 144, 170, 72, "#d9dee4") +
      P("M60 152q0-62 80-62q80 0 80 62q-20 18-80 18q-60 0-80-18z", "#d9482b") +
      dots("#b8341c", [
        [100, 130, 8],
        [150, 112, 9],
        [180, 140, 7],
        [120, 150, 6],
      ]) +
      R(128, 98, 28, 22, "#ffd54f", 5, ' transform="rotate(-12 142 109)"') +
      R(134, 102, 10, 6, "#fff3b0", 2) +
      dots("#f7f0f7", [
        [96, 112, 4],
        [176, 118, 4],
        [112, 140, 3],
        [196, 150, 3],
        [164, 150, 3],
      ]) +
      dots("#3f9b3f", [
        [110, 120, 3],
        [168, 128, 3],
        [136, 142, 3],
        [190, 132, 3],
        [84, 142, 3],
      ]) +
      G(
        'fill="#e6a54a"',
        R(232, 96, 56, 50, "", 16) +
          R(284, 96, 56, 50, "", 16) +
          R(232, 140, 56, 50, "", 16) +
          R(284, 140, 56, 50, "", 16),
      ) +
      G(
        'fill="#f5c77a"',
        R(240, 102, 40, 20, "", 10) +
          R(292, 102, 40, 20, "", 10) +
          R(240, 146, 40, 20, "", 10) +
          R(292, 146, 40, 20, "", 10),
      ) +
      G('fill="none" stroke="#c04f7a" stroke-width="4"', C(110, 196, 12) + C(136, 202, 10)) +
      lemon(190, 196, -10),
  ),

  beverages: svg(
    "#d9f0ec",
    shadow(200, 226, 70, 8) +
      S("M214 26L236 110", "#e34a33", 8) +
      S("M217 38l3 12M223 62l3 12M229 86l3 12", "#fff", 8, ' stroke-linecap="butt"') +
      P("M156 54H244L232 214Q232 220 226 220H174Q168 220 168 214Z", "#fff", ' opacity=".6"') +
      P("M160 82H240L230 210H170Z", "#f7a93a") +
      P("M160 82H240L238 106H162Z", "#fbc763") +
      G(
        'fill="#fff" opacity=".55"',
        R(176, 92, 26, 26, "", 5, ' transform="rotate(-12 189 105)"') +
          R(206, 114, 24, 24, "", 5, ' transform="rotate(10 218 126)"'),
      ) +
      S("M172 120l6 80", "#fff", 5, ' opacity=".5"') +
      C(246, 64, 24, "#f5d33d") +
      C(246, 64, 20, "#fff3a6") +
      S("M246 46v36M228 64h36M233 51l26 26M233 77l26-26", "#f5d33d", 2) +
      G('fill="#4caf50"', P("M150 62q-14-22 6-36q10 20-6 36z") + P("M156 64q8-24 32-24q-8 22-32 24z")),
  ),

  salad: svg(
    "#e3f3d4",
    shadow(200, 222, 110, 10) +
      G(
        'fill="#4f9e3a"',
        E(140, 112, 40, 22, "", ' transform="rotate(-30 140 112)"') +
          E(262, 110, 40, 22, "", ' transform="rotate(30 262 110)"') +
          E(200, 92, 30, 36, ""),
      ) +
      G(
        'fill="#7cc35a"',
        E(170, 102, 30, 20, "", ' transform="rotate(-20 170 102)"') +
          E(232, 100, 30, 20, "", ' transform="rotate(25 232 100)"') +
          E(110, 128, 24, 14, "", ' transform="rotate(-10 110 128)"') +
          E(292, 126, 24, 14, "", ' transform="rotate(10 292 126)"'),
      ) +
      G('fill="none" stroke="#a35aa0" stroke-width="4"', E(204, 118, 20, 12) + E(150, 126, 16, 10)) +
      dots("#e63b2e", [
        [160, 112, 13],
        [248, 122, 13],
        [212, 102, 11],
      ]) +
      dots(
        "#fff",
        [
          [156, 108, 4],
          [244, 118, 4],
          [208, 98, 3],
        ],
        ' opacity=".5"',
      ) +
      G('fill="#9ccc65"', C(124, 116, 12) + C(278, 104, 12) + C(190, 124, 12)) +
      G('fill="#e6f3c6"', C(124, 116, 8) + C(278, 104, 8) + C(190, 124, 8)) +
      P("M90 126Q96 212 200 212Q304 212 310 126Q310 150 200 150Q90 150 90 126Z", "#c98a4b") +
      S("M104 160Q200 186 296 160", "#a86f35", 4) +
      E(200, 212, 42, 7, "#a86f35"),
  ),

  fish: svg(
    "#d8eaf5",
    shadow(200, 230, 176, 12) +
      E(200, 138, 180, 80, "#fff") +
      E(200, 138, 164, 68, "#f3efe8") +
      P("M84 138Q150 70 250 124L306 86Q292 138 306 188L250 152Q150 206 84 138Z", "#e0a04e") +
      P("M130 106Q180 96 230 120", "none", ' stroke="#f2c27c" stroke-width="8" stroke-linecap="round"') +
      S("M150 104l-12 60M180 102l-12 66M210 112l-10 54M240 126l-6 22", "#9c5a25", 5) +
      S("M124 112q-12 26 0 52", "#b9742f", 4) +
      C(106, 130, 6, "#fff") +
      C(107, 130, 3, "#3b2a20") +
      lemon(330, 178, -20) +
      lemon(70, 92, 160) +
      G(
        'fill="#3f9b3f"',
        E(310, 92, 10, 5, "", ' transform="rotate(-30 310 92)"') +
          E(324, 104, 10, 5, "", ' transform="rotate(20 324 104)"') +
          E(80, 186, 10, 5, "", ' transform="rotate(30 80 186)"'),
      ),
  ),
};

const placeholder =
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260">` +
  `<rect width="400" height="260" fill="#eef0f3"/>` +
  E(200, 214, 80, 8, "#000", ' opacity=".05"') +
  C(200, 128, 78, "#fff") +
  C(200, 128, 60, "#f5f6f8", ' stroke="#e1e5ea" stroke-width="3"') +
  S("M94 70v34q0 12 10 12t10-12V70M104 70v34M104 116v74", "#c3c9d1", 6) +
  S("M300 190V70q-16 14-16 50q0 14 16 14", "#c3c9d1", 6, ' stroke-linejoin="round"') +
  `</svg>`;

mkdirSync(foodDir, { recursive: true });
const LIMIT = 3 * 1024;
let failed = false;
/** Cheap sanity checks: balanced tags, no duplicated attributes, no text nodes. */
const problems = (content: string) => {
  const out: string[] = [];
  const stack: string[] = [];
  for (const m of content.matchAll(/<(\/?)([a-z]+)([^>]*?)(\/?)>/g)) {
    const [tag, close, name = "", attrs = "", self] = m;
    const names = [...attrs.matchAll(/\s([a-z:-]+)="/g)].map((m) => m[1]);
    if (new Set(names).size !== names.length) out.push(`duplicate attribute in ${tag}`);
    if (close) {
      if (stack.pop() !== name) out.push(`unbalanced </${name}>`);
    } else if (!self) stack.push(name);
  }
  if (stack.length) out.push(`unclosed <${stack.join(">, <")}>`);
  if (/>[^<\s]+</.test(content)) out.push("text node found");
  return out;
};

const write = (file: string, content: string) => {
  for (const p of problems(content)) {
    failed = true;
    console.error(`✗ ${file}: ${p}`);
  }
  writeFileSync(file, content + "\n");
  const size = Buffer.byteLength(content) + 1;
  const rel = file.slice(root.length + 1);
  if (size > LIMIT) {
    failed = true;
    console.error(`✗ ${rel}: ${size} bytes (limit ${LIMIT})`);
  } else {
    console.log(`✓ ${rel}: ${size} bytes`);
  }
};

for (const [slug, content] of Object.entries(images)) write(join(foodDir, `${slug}.svg`), content);
write(join(imagesDir, "placeholder.svg"), placeholder);
if (failed) process.exitCode = 1;
