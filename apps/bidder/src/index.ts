// The OpenRTB bidder, its tracking endpoints and the sandbox exchange (issue 12).
export {};
