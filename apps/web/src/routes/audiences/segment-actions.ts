/** What a segment row can do on /audiences: open its detail, join the combination; stars need a session. */
export interface SegmentActions {
  language: string;
  signedIn: boolean;
  openId: string | undefined;
  picked: ReadonlySet<string>;
  full: boolean;
  onOpen: (id: string) => void;
  onPick: (id: string) => void;
}
