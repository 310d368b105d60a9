import { describe, expect, it } from "vitest";
import { mailBody } from "./mail-body";

describe("mailBody", () => {
  const blocks = [
    { paragraph: "Hi Asha,\nYour order is on its way." },
    {
      amounts: [
        { label: "Subtotal", amount: "₹500" },
        { label: "GST on food: CGST 2.5%", amount: "₹12.50", indent: true },
        { label: "Total", amount: "₹513", strong: true },
      ],
    },
    { link: "Rate this order", href: "https://shop.example/profile/orders/1/review?a=1&b=2" },
  ];

  it("writes plain text: paragraphs, one line per amount, each link under its words", () => {
    expect(mailBody(blocks, "en").text).toBe(
      "Hi Asha,\nYour order is on its way.\n\nSubtotal: ₹500\n  GST on food: CGST 2.5%: ₹12.50\nTotal: ₹513\n\nRate this order:\nhttps://shop.example/profile/orders/1/review?a=1&b=2\n",
    );
  });

  it("writes the same as HTML in the language given, with what it quotes escaped", () => {
    const { html } = mailBody([...blocks, { paragraph: 'Dish <b>"Special"</b> & more' }], "hi");
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("<p>Hi Asha,<br>Your order is on its way.</p>");
    expect(html).toContain("<td><strong>Total</strong></td>");
    expect(html).toContain('<a href="https://shop.example/profile/orders/1/review?a=1&amp;b=2">Rate this order</a>');
    expect(html).toContain("<p>Dish &lt;b&gt;&quot;Special&quot;&lt;/b&gt; &amp; more</p>");
  });
});
