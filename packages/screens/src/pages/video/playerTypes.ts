// Shared by the Player variants (inside Player.wechat.tsx, './Player' is that file itself).
export interface PlayerProps {
  src: string;
  poster?: string;
  onError: () => void;
}
