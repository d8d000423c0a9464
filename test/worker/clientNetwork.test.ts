import { describe, expect, it } from "vitest";
import { networkOf } from "../../worker/http/clientNetwork";

describe("networkOf: how rate limits and the audit log count a client", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["2001:db8::", "2001:db8:0:0::/64"],
  ])("%s → %s", (address, network) => expect(networkOf(address)).toBe(network));

  it.each([undefined, "", "not an ip", "1:2:3", "1::2::3", "12345::1", "2001:db8:1:2:3:4:5:6:7"])("treats %s as unknown", (address) =>
    expect(networkOf(address)).toBe("unknown"),
  );
});
