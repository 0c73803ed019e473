export interface Zone {
  target: string;
  from: string;
  message: string;
  except?: string[];
}
export declare const layerZones: Zone[];
