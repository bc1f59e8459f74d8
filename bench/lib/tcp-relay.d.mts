export type TcpRelay = {
  readonly port: number;
  cut(): Promise<void>;
  silence(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
};
export function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay>;
