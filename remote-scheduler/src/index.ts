import('./bootstrap');

export {};
