// Both Node 20 and browsers provide atob; the domain package declares it rather than pull in DOM types.
declare function atob(data: string): string;
declare function btoa(data: string): string;
