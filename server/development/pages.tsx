import { renderToStaticMarkup } from "react-dom/server";
import type { TestIdentity } from "~/features/accounts/test-oauth-provider.server";
import { formatRupees } from "~/lib/money";

/**
 * The pages of the development-only test payment gateway and test Google provider: plain
 * server-rendered HTML forms (they stand alone, as a provider's own pages would), one small
 * stylesheet and, on the payment result, one nonce'd script that reports back to the app.
 */
export const STYLESHEET = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#111827;background:#fff}
main{max-width:28rem;margin:0 auto;padding:2rem 1rem}
.banner{background:#fef3c7;color:#451a03;font-weight:700;padding:.75rem;border-radius:.5rem;text-align:center}
h1{font-size:1.5rem;margin:1.5rem 0 .25rem}h2{font-size:1.125rem;margin:2rem 0 .5rem}
.amount{font-size:1.875rem;font-weight:800;margin:1rem 0 0}.muted{color:#374151;font-size:.875rem}
.stack{display:grid;gap:.75rem;margin-top:2rem}form{margin:0}
button{min-height:2.75rem;width:100%;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer;border:1px solid #9a3412;background:#fff;color:#9a3412;padding:.5rem 1rem}
button.primary{background:#c2410c;color:#fff}button:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
ul{list-style:none;padding:0;margin:1rem 0 0;border:1px solid #e5e7eb;border-radius:.75rem}li+li{border-top:1px solid #e5e7eb}
li button{border:0;text-align:left;color:#111827;display:flex;flex-direction:column;align-items:flex-start;border-radius:0}
label{display:block;font-weight:600;font-size:.875rem;margin:.75rem 0 .25rem}input{box-sizing:border-box;width:100%;min-height:2.75rem;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.5rem}
.row{display:flex;gap:.5rem;margin-top:1rem}[role=alert]{color:#991b1b;font-weight:600}
`;

export const STYLESHEET_PATH = "/dev/style.css";

function page(title: string, body: React.ReactNode, script?: { nonce: string; code: string }): string {
  const html = renderToStaticMarkup(
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="stylesheet" href={STYLESHEET_PATH} />
      </head>
      <body>
        <main>{body}</main>
        {script ? <script nonce={script.nonce} dangerouslySetInnerHTML={{ __html: script.code }} /> : null}
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}

const TEST_PAYMENTS = "Test payments — no real money";

export interface CheckoutView {
  orderId: string;
  amount: number;
  name: string;
  description: string;
  mode: "modal" | "hosted";
  callbackUrl: string;
  cancelUrl: string;
}

export function invalidLinkPage(): string {
  return page(TEST_PAYMENTS, <p role="alert">This payment link is not valid.</p>);
}

/** The hosted checkout: the amount and three outcomes, Pay, Fail and Cancel. */
export function checkoutPage(checkout: CheckoutView): string {
  const outcome = (value: "pay" | "fail" | "cancel", label: string, primary = false) => (
    <form method="post" action="/test-gateway/pay">
      <input type="hidden" name="order_id" value={checkout.orderId} />
      <input type="hidden" name="callback_url" value={checkout.callbackUrl} />
      <input type="hidden" name="cancel_url" value={checkout.cancelUrl} />
      <input type="hidden" name="mode" value={checkout.mode} />
      <button type="submit" name="outcome" value={value} className={primary ? "primary" : undefined}>
        {label}
      </button>
    </form>
  );
  return page(
    TEST_PAYMENTS,
    <>
      <p className="banner">{TEST_PAYMENTS}</p>
      <h1>Pay {checkout.name}</h1>
      {checkout.description ? <p className="muted">{checkout.description}</p> : null}
      <p className="amount">{formatRupees(checkout.amount)}</p>
      <p className="muted">Order {checkout.orderId}</p>
      <div className="stack">
        {outcome("pay", "Pay", true)}
        {outcome("fail", "Fail")}
        {outcome("cancel", "Cancel")}
      </div>
    </>,
  );
}

export interface PayResultView {
  mode: "modal" | "hosted";
  event: "success" | "failed" | "dismiss";
  fields: Record<string, string>;
  callbackUrl: string;
}

const REPORT_SCRIPT = `(function () {
  var result = JSON.parse(document.getElementById("result").textContent);
  if (result.mode === "hosted") { document.getElementById("return").submit(); return; }
  var message = result.event === "success" ? { type: "rzp-test", event: "success", response: result.fields }
    : result.event === "failed" ? { type: "rzp-test", event: "failed", error: { description: result.fields["error[description]"], metadata: JSON.parse(result.fields["error[metadata]"] || "{}") } }
    : { type: "rzp-test", event: "dismiss" };
  window.parent.postMessage(message, window.location.origin);
})();`;

/**
 * The outcome: in the modal it is posted to the opening page; on the hosted page it goes back to
 * the app's callback as a form (submitted at once with JavaScript, by the button without).
 */
export function payResultPage(result: PayResultView, nonce: string): string {
  const heading =
    result.event === "success"
      ? "Payment authorised"
      : result.event === "failed"
        ? "Payment failed"
        : "Payment cancelled";
  return page(
    TEST_PAYMENTS,
    <>
      <p className="banner">{TEST_PAYMENTS}</p>
      <h1>{heading}</h1>
      <script
        id="result"
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(result).replace(/</g, "\\u003c") }}
      />
      {result.mode === "hosted" ? (
        <form id="return" method="post" action={result.callbackUrl} className="stack">
          {Object.entries(result.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="primary">
            Return to Cravings
          </button>
        </form>
      ) : null}
    </>,
    { nonce, code: REPORT_SCRIPT },
  );
}

/** The test Google provider's account chooser: sample accounts, or any name and e-mail. */
export function accountChooserPage(identities: TestIdentity[], error: string | null): string {
  return page(
    "Choose an account",
    <>
      <p className="banner">
        Test sign-in provider — stands in for Google on this development server. No real Google account is used.
      </p>
      <h1>Choose an account</h1>
      <p className="muted">to continue to Cravings</p>
      <ul>
        {identities.map((identity) => (
          <li key={identity.sub}>
            <form method="post">
              <input type="hidden" name="name" value={identity.name} />
              <input type="hidden" name="email" value={identity.email} />
              <button type="submit">
                <span>{identity.name}</span>
                <span className="muted">{identity.email}</span>
              </button>
            </form>
          </li>
        ))}
      </ul>
      <h2>Use another account</h2>
      <form method="post">
        {error ? <p role="alert">{error}</p> : null}
        <label htmlFor="oauth-name">Name</label>
        <input id="oauth-name" name="name" required maxLength={100} autoComplete="name" />
        <label htmlFor="oauth-email">E-mail</label>
        <input id="oauth-email" name="email" type="email" required maxLength={254} autoComplete="email" />
        <div className="row">
          <button type="submit" className="primary">
            Continue
          </button>
          <button type="submit" name="intent" value="deny" formNoValidate>
            Cancel
          </button>
        </div>
      </form>
    </>,
  );
}
