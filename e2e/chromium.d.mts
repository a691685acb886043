export declare const chromiumPath: string;
export declare const CHROMIUM_FLAGS: string[];
