/** The league site's settings from the environment (WEB_PORT, WEB_HOST, PUBLIC_URL, WEB_TRUST_PROXY). */
import { describe, expect, it } from "vitest";
import { publicUrl, webConfig, WebConfigError } from "../../src/web/config.ts";

describe("the web settings", () => {
  it("serve nothing without WEB_PORT, and on 127.0.0.1 trusting no proxy unless told", () => {
    expect(webConfig({})).toBeNull();
    expect(webConfig({ WEB_PORT: "8080" })).toEqual({ port: 8080, host: "127.0.0.1", options: { trustProxy: false } });
    expect(
      webConfig({
        WEB_PORT: "3000",
        WEB_HOST: "0.0.0.0",
        PUBLIC_URL: "https://cards.example/leagues/",
        WEB_TRUST_PROXY: "127.0.0.1, 10.0.0.0/8",
      }),
    ).toEqual({
      port: 3000,
      host: "0.0.0.0",
      options: { publicUrl: "https://cards.example/leagues/", trustProxy: ["127.0.0.1", "10.0.0.0/8"] },
    });
    expect(webConfig({ WEB_PORT: "3000", WEB_TRUST_PROXY: "true" })?.options.trustProxy).toBe(true);
  });

  it("refuse a port or a public address they cannot use", () => {
    for (const port of ["http", "70000", "-1"]) expect(() => webConfig({ WEB_PORT: port })).toThrow(WebConfigError);
    for (const url of ["cards.example", "ftp://cards.example", "https://cards.example/?x=1", "javascript:alert(1)"])
      expect(() => publicUrl({ PUBLIC_URL: url }), url).toThrow(WebConfigError);
    expect(publicUrl({ PUBLIC_URL: " http://localhost:8080 " })).toBe("http://localhost:8080");
    expect(publicUrl({})).toBeNull();
  });
});
